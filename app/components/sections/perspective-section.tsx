import type { Card } from "~/content/shared";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { accentBorder } from "./accent";
import { IntroSection, type IntroSectionProps } from "./intro-header";
import { keepPlaceNames } from "./places";

type PerspectiveSectionProps = IntroSectionProps & { points: readonly Card[] };

/** A point of view: the header held beside a few arguments, each set large on an accent rule. */
function PerspectiveSection({ points, ...section }: PerspectiveSectionProps) {
  return (
    <IntroSection
      {...section}
      composition="split"
      split={{
        grid: "grid gap-12 lg:grid-cols-12 lg:gap-10",
        // Held beside the points, the heading is set a step smaller so its phrases keep their lines.
        header: "lg:sticky lg:top-28 lg:col-span-5 lg:self-start [&_h2]:lg:text-[2.5rem] [&_h2]:xl:text-5xl",
      }}
    >
      <div className="grid gap-10 lg:col-span-6 lg:col-start-7 md:gap-14">
        {points.map((point) => (
          <div key={point.title} className={cn("border-l-2 pl-6 md:pl-8", accentBorder[section.accent])}>
            <h3 className="font-semibold text-[1.75rem] leading-[1.1] tracking-[-0.03em] md:text-4xl">
              {unwidow(keepPlaceNames(point.title), PAIR_LIMIT.list, 3)}
            </h3>
            <p className="mt-4 text-lg text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted">
              {unwidow(keepPlaceNames(point.description))}
            </p>
          </div>
        ))}
      </div>
    </IntroSection>
  );
}

export { PerspectiveSection };
