import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

const badgeVariants = cva(
  "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-medium text-[0.8125rem] leading-5",
  {
    variants: {
      variant: {
        neutral:
          "border-line bg-paper text-ink in-data-[tone=ink]:border-line-inverse in-data-[tone=ink]:bg-transparent in-data-[tone=ink]:text-paper",
        accent: "border-transparent bg-ember text-ink",
        cool: "border-cobalt/45 bg-paper text-cobalt in-data-[tone=ink]:border-cobalt-light/40 in-data-[tone=ink]:text-cobalt-light",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/**
 * A client's sector (or a post's category): one style wherever it appears, in the palette's ink and
 * paper.
 */
function SectorBadge({ children, ...props }: Omit<ComponentProps<"span">, "className">) {
  return (
    <Badge variant="neutral" data-kind="sector" {...props}>
      {children}
    </Badge>
  );
}

export { Badge, badgeVariants, SectorBadge };
