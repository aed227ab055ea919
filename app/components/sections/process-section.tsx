import type { Card } from "~/content/shared";
import { cn } from "~/lib/utils";
import { accentText } from "./accent";
import { IntroSection, type IntroSectionProps } from "./intro-header";

type ProcessSectionProps = IntroSectionProps & { steps: readonly Card[] };

/** Numbered steps on a line: a timeline across on wide screens, down the page on narrow ones. */
function ProcessSection({ steps, ...section }: ProcessSectionProps) {
  const { accent } = section;
  return (
    <IntroSection {...section} composition="steps">
      {/* Four across only where each column is wide enough for a step's title on one line. */}
      <ol className="mt-14 grid gap-10 md:mt-20 md:grid-cols-2 xl:grid-cols-4 xl:gap-8" data-slot="process-steps">
        {steps.map((step, index) => (
          <li key={step.title} className="relative border-current/15 max-md:border-l max-md:pl-6 md:border-t md:pt-8">
            <span
              aria-hidden="true"
              className={cn(
                "absolute size-3 rounded-full bg-current max-md:top-1.5 max-md:-left-[6.5px] md:-top-[6.5px] md:left-0",
                accentText[accent],
              )}
            />
            <p className={cn("font-display font-semibold text-sm tracking-[0.08em]", accentText[accent])}>
              Step {index + 1}
            </p>
            <h3 className="mt-3 font-semibold text-2xl leading-tight tracking-[-0.02em] xl:text-xl">{step.title}</h3>
            <p className="mt-3 text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </IntroSection>
  );
}

export { ProcessSection };
