import { Ordinal } from "~/components/ui/ordinal";
import { Section } from "~/components/ui/section";
import type { Card, SectionIntro } from "~/content/shared";
import { cn } from "~/lib/utils";
import { type Accent, accentText, type Tone } from "./accent";
import { IntroHeader } from "./intro-header";

type PerspectiveSectionProps = {
  id: string;
  intro: SectionIntro;
  points: readonly Card[];
  tone: Tone;
  accent: Accent;
};

/** A point of view in a few numbered arguments, set as an editorial list rather than cards. */
function PerspectiveSection({ id, intro, points, tone, accent }: PerspectiveSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <IntroHeader id={headingId} intro={intro} accent={accent} />
      <ol className="mt-12 border-current/15 border-b md:mt-16">
        {points.map((point, index) => (
          <li
            key={point.title}
            className="grid gap-3 border-current/15 border-t py-8 md:grid-cols-12 md:gap-10 md:py-10"
          >
            <Ordinal index={index} className={cn("md:col-span-1 md:pt-2", accentText[accent])} />
            <h3 className="font-semibold text-2xl leading-tight tracking-[-0.02em] md:col-span-4 md:text-3xl">
              {point.title}
            </h3>
            <p className="max-w-2xl text-lg text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted md:col-span-7">
              {point.description}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export { PerspectiveSection };
