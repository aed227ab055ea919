import { ArrowUpRight } from "lucide-react";
import { useNavigationType } from "react-router";
import type { ContactHandle } from "~/components/layout/site-footer";
import { Button, LinkButton } from "~/components/ui/button";
import { Section, SectionHeader } from "~/components/ui/section";
import { fixedPaths, localeOf } from "~/config/locales";
import { thankYouPages } from "~/content/collections.server";
import { siteCopies } from "~/content/site-copy.server";
import { useEffect } from "~/lib/effects";
import { runtimeContext } from "~/lib/load-context";
import { useLocale } from "~/lib/locale";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMetaWithData } from "~/seo.server";
import type { Route } from "./+types/thank-you";

/** The page's copy; with a booking page configured, booking comes first among the next steps (ADR 079). */
export function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const { seo, booking, steps, ...content } = thankYouPages[locale];
  const bookingUrl = context.get(runtimeContext).bookingUrl;
  const meta = pageMetaWithData({
    ...seo,
    path: fixedPaths.thankYou[locale],
    // A page reached only by sending the form: nothing a search engine should list.
    noindex: true,
    breadcrumbName: siteCopies[locale].layout.breadcrumbs.thankYou,
  });
  const next = bookingUrl ? [{ ...booking, url: bookingUrl }, ...steps] : steps;
  return { thankYou: { ...content, steps: next }, meta };
}

export const meta = metaFromLoader;

export const handle: ContactHandle = { contact: "collapsed" };

export default function ThankYou({ loaderData: { thankYou: content } }: Route.ComponentProps) {
  // Visitors arrive here from the form at the foot of a long page; Back and Forward keep their place.
  const navigationType = useNavigationType();
  const locale = useLocale();
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [navigationType]);

  // The confirmation and what happens next share the first screen: the steps stand beside the headline from 1280 px.
  return (
    <Section className="pt-32 md:pt-44">
      <div className="grid gap-14 xl:grid-cols-12 xl:gap-10">
        <div className="xl:col-span-7">
          <SectionHeader as="h1" eyebrow={content.eyebrow} heading={content.heading} lead={content.lead} />
          <div className="mt-8 md:mt-10">
            <LinkButton to={`${fixedPaths.home[locale]}#work`} variant="secondary">
              {content.workLink}
            </LinkButton>
          </div>
        </div>
        <section aria-labelledby="next-steps-heading" className="max-w-2xl xl:col-span-5 xl:col-start-8 xl:pt-10">
          <h2
            id="next-steps-heading"
            className="border-current border-b-2 pb-4 font-semibold text-xl leading-snug tracking-[-0.01em]"
          >
            {content.stepsHeading}
          </h2>
          <ol>
            {content.steps.map((step, index) => (
              <li key={step.title} className="grid grid-cols-[3rem_1fr] items-baseline border-line border-b py-6">
                <span className="font-display font-semibold text-3xl text-ember-deep tracking-[-0.04em]">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-display font-semibold text-xl tracking-[-0.02em]">{step.title}</h3>
                  <p className="mt-2 text-muted leading-relaxed">{step.description}</p>
                  {"url" in step ? (
                    // A plain link to the agency's booking page: no script of anyone else's on this page.
                    <Button asChild size="lg" className="mt-5">
                      <a href={step.url}>
                        {step.link}
                        <ArrowUpRight aria-hidden="true" />
                      </a>
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Section>
  );
}
