import { cva } from "class-variance-authority";
import type { ReactNode } from "react";

const badgeVariants = cva(
  "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-medium text-[0.8125rem] leading-5",
  {
    variants: {
      variant: {
        neutral:
          "border-line bg-paper text-ink in-data-[tone=ink]:border-line-inverse in-data-[tone=ink]:bg-transparent in-data-[tone=ink]:text-paper",
        cool: "border-cobalt/45 bg-paper text-cobalt in-data-[tone=ink]:border-cobalt-light/40 in-data-[tone=ink]:text-cobalt-light",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

/** A client's sector (or a post's category): one style wherever it appears. */
function SectorBadge({ children }: { children: ReactNode }) {
  return (
    <span data-slot="badge" data-kind="sector" className={badgeVariants()}>
      {children}
    </span>
  );
}

export { badgeVariants, SectorBadge };
