import type { Figure } from "~/content/shared";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { type Accent, accentText } from "./accent";
import { keepPlaceNames } from "./places";

type HeroFiguresProps = {
  /** The anchor of the figures (#results, #figures). */
  id: string;
  heading: string;
  figures: readonly Figure[];
  accent: Accent;
  className?: string;
};

/**
 * A page's headline figures beside its hero, as a ledger: each figure at display size, right-aligned
 * in one column, its caption beside it on its baseline (the spec's label, then whose or where). Every figure in the
 * ledger shares one size, from the ledger's width, so the longest never pushes the page sideways.
 */
function HeroFigures({ id, heading, figures, accent, className }: HeroFiguresProps) {
  return (
    <div id={id} data-slot="hero-figures" className={cn("@container", className)}>
      <h2 id={`${id}-heading`} className="font-semibold text-lg leading-snug tracking-[-0.01em] md:text-xl">
        {unwidow(keepPlaceNames(heading), PAIR_LIMIT.card, 3)}
      </h2>
      <ul className="mt-4 grid grid-cols-[max-content_1fr] border-current border-t-2" data-slot="figures">
        {figures.map((figure) => (
          <li
            key={figure.value + figure.label}
            className="col-span-2 grid grid-cols-subgrid border-line border-b in-data-[tone=ink]:border-line-inverse"
          >
            <figure
              data-slot="stat"
              className="col-span-2 grid grid-cols-subgrid items-baseline gap-x-5 py-4 @md:gap-x-8 @md:py-5"
            >
              <p
                className={cn(
                  "text-right font-display font-semibold text-[clamp(2.5rem,15cqi,4.75rem)] leading-none tracking-[-0.045em]",
                  accentText[accent],
                )}
              >
                {figure.value}
              </p>
              <figcaption className="text-pretty leading-snug">
                <span className="block font-medium">{keepPlaceNames(figure.label)}</span>
                {figure.note ? (
                  <span className="mt-0.5 block text-muted text-sm in-data-[tone=ink]:text-ink-muted">
                    {keepPlaceNames(figure.note)}
                  </span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { HeroFigures };
