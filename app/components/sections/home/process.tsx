import { Play } from "lucide-react";
import { ScrollLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { HomeContent } from "~/content/home.schema";
import { useSiteCopy } from "~/lib/site-copy";
import { IntroHeader } from "../intro-header";

function ProcessSection({ content }: { content: HomeContent["process"] }) {
  const copy = useSiteCopy().sections.process;
  return (
    <Section id="process" composition="split" aria-labelledby="process-heading">
      <div className="grid gap-12 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <div className="lg:sticky lg:top-28">
            <IntroHeader id="process-heading" intro={content} />
            {/* The editorial split's large figure: the promise the steps on the right keep. */}
            <dl className="mt-10 grid grid-cols-[1fr_auto] items-end gap-x-6 border-line border-t pt-6">
              <div>
                <dt className="text-muted text-sm">{copy.resultsWithin}</dt>
                <dd className="font-display font-semibold text-[6.5rem] text-ember-deep leading-[0.9] tracking-[-0.06em] md:text-[8.5rem]">
                  {content.resultsWithinDays}
                  <span className="text-[0.32em] tracking-[-0.03em]">{` ${copy.days}`}</span>
                </dd>
              </div>
              <div className="pb-3 text-right">
                <dt className="text-muted text-sm">{copy.phases}</dt>
                <dd className="font-display font-semibold text-5xl tracking-[-0.04em]">{content.phases}</dd>
              </div>
            </dl>
            <Button asChild variant="link" size="lg" className="mt-10">
              <ScrollLink target="showreel">
                <Play aria-hidden="true" />
                {content.showreelLink}
              </ScrollLink>
            </Button>
          </div>
        </div>
        <ol className="lg:col-span-7">
          {content.steps.map((step, index) => (
            <li
              key={step.title}
              className="grid grid-cols-[3.5rem_1fr] gap-4 border-line border-t py-8 last:border-b md:grid-cols-[5rem_1fr] md:py-10"
            >
              <span className="font-display font-semibold text-4xl text-ember-deep tabular-nums tracking-[-0.04em] md:text-5xl">
                {index + 1}
              </span>
              <div>
                <h3 className="font-display font-semibold text-2xl tracking-[-0.02em] md:text-3xl">{step.title}</h3>
                <p className="mt-3 max-w-xl text-muted leading-relaxed">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

export { ProcessSection };
