import type { CSSProperties } from "react";
import { cn } from "~/lib/utils";

type StatProps = {
  value: string;
  label: string;
  className?: string;
  /** The longest figure in its row, in characters: every figure in a row shares one size. */
  fitChars?: number;
};

/**
 * A headline figure and its caption, read by screen readers as one phrase. The figure's size comes
 * from its column's width and the row's longest figure (a display face is about 0.7em a character),
 * so no figure ever pushes the page sideways, at any width.
 */
function Stat({ value, label, className, fitChars = value.length }: StatProps) {
  return (
    <div
      data-slot="stat"
      style={{ "--stat-chars": fitChars } as CSSProperties}
      className={cn("@container border-current/15 border-t pt-5", className)}
    >
      <p className="font-display font-semibold text-[clamp(1.5rem,calc(100cqi/(var(--stat-chars)*0.7)),4.5rem)] leading-none tracking-[-0.04em]">
        {value}
      </p>
      <p className="mt-2 max-w-[22ch] text-muted in-data-[tone=ink]:text-ink-muted">{label}</p>
    </div>
  );
}

export { Stat };
