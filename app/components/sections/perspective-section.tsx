import { Section } from "~/components/ui/section";
import type { Card, SectionIntro } from "~/content/shared";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { type Accent, accentBorder, type Tone } from "./accent";
import { IntroHeader } from "./intro-header";

type PerspectiveSectionProps = {
  id: string;
  intro: SectionIntro;
  points: readonly Card[];
  tone: Tone;
  accent: Accent;
};

/** A point of view: the header held beside a few arguments, each set large on an accent rule. */
function PerspectiveSection({ id, intro, points, tone, accent }: PerspectiveSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} tone={tone} composition="split" aria-labelledby={headingId}>
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-10">
        <IntroHeader
          id={headingId}
          intro={intro}
          accent={accent}
          className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start"
        />
        <div className="grid gap-10 lg:col-span-6 lg:col-start-7 md:gap-14">
          {points.map((point) => (
            <div key={point.title} className={cn("border-l-2 pl-6 md:pl-8", accentBorder[accent])}>
              <h3 className="font-semibold text-[1.75rem] leading-[1.1] tracking-[-0.03em] md:text-4xl">
                {unwidow(point.title, PAIR_LIMIT.heading)}
              </h3>
              <p className="mt-4 text-lg text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted">
                {unwidow(point.description)}
              </p>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}

export { PerspectiveSection };
