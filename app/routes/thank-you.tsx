import { clsx as cn } from "clsx";
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
  const { seo, booking, ...content } = thankYouPages[locale];
  const bookingUrl = context.get(runtimeContext).bookingUrl;
  const meta = pageMetaWithData({
    ...seo,
    path: fixedPaths.thankYou[locale],
    // A page reached only by sending the form: nothing a search engine should list.
    noindex: true,
    breadcrumbName: siteCopies[locale].layout.breadcrumbs.thankYou,
  });
  return { thankYou: content, booking: bookingUrl ? { ...booking, url: bookingUrl } : null, meta };
}

export const meta = metaFromLoader;

export const handle: ContactHandle = { contact: "collapsed" };

export default function ThankYou({ loaderData: { thankYou: content, booking } }: Route.ComponentProps) {
  // Visitors arrive here from the form at the foot of a long page; Back and Forward keep their place.
  const navigationType = useNavigationType();
  const locale = useLocale();
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [navigationType]);

  return (
    <>
      <Section className="pt-32 md:pt-44">
        <SectionHeader as="h1" eyebrow={content.eyebrow} heading={content.heading} lead={content.lead} />
      </Section>
      <Section tone="deep" aria-labelledby="next-steps-heading">
        <h2 id="next-steps-heading" className="font-semibold text-3xl tracking-[-0.03em] md:text-4xl">
          {content.stepsHeading}
        </h2>
        <ol className={cn("mt-10 grid gap-6", booking ? "md:grid-cols-2 xl:grid-cols-4" : "md:grid-cols-3")}>
          {booking ? (
            <li className="flex flex-col items-start rounded-card bg-ink p-6 text-paper md:p-8">
              <span className="font-display font-semibold text-5xl text-ember tracking-[-0.04em]">1</span>
              <h3 className="mt-6 font-display font-semibold text-2xl tracking-[-0.02em]">{booking.title}</h3>
              <p className="mt-3 text-ink-muted leading-relaxed">{booking.description}</p>
              {/* A plain link to the agency's booking page: no script of anyone else's on this page. */}
              <div className="mt-auto pt-8">
                <Button asChild size="lg">
                  <a href={booking.url}>
                    {booking.link}
                    <ArrowUpRight aria-hidden="true" />
                  </a>
                </Button>
              </div>
            </li>
          ) : null}
          {content.steps.map((step, index) => (
            <li key={step.title} className="rounded-card border border-line bg-paper p-6 md:p-8">
              <span className="font-display font-semibold text-5xl text-ember-deep tracking-[-0.04em]">
                {index + (booking ? 2 : 1)}
              </span>
              <h3 className="mt-6 font-display font-semibold text-2xl tracking-[-0.02em]">{step.title}</h3>
              <p className="mt-3 text-muted leading-relaxed">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-wrap gap-3">
          <LinkButton to={`${fixedPaths.home[locale]}#work`} variant="secondary">
            {content.workLink}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
