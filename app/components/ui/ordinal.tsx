import { cn } from "~/lib/utils";

/** "01", "02", …: an item's place in a list, for the numerals beside cards, steps and points. */
export function ordinal(index: number) {
  return String(index + 1).padStart(2, "0");
}

/**
 * The list numeral: Inter's tabular figures, so every "01"–"09" takes the same width and no
 * numeral ever falls back to another face. Decorative: the list itself gives screen readers the order.
 */
export function Ordinal({ index, className }: { index: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="ordinal"
      className={cn("font-sans font-semibold text-sm tabular-nums tracking-[0.08em]", className)}
    >
      {ordinal(index)}
    </span>
  );
}
