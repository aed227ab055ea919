import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { Container } from "./container";

const sectionVariants = cva("relative py-16 md:py-24", {
  variants: {
    tone: {
      paper: "bg-paper text-ink",
      deep: "bg-paper-deep text-ink",
      ink: "bg-ink text-paper",
    },
  },
  defaultVariants: { tone: "paper" },
});

/**
 * How a section is composed. A page never puts two sections of one composition side by side, so
 * the rhythm changes as a visitor scrolls (a browser test holds every page to it).
 */
export type Composition =
  | "hero"
  | "statement"
  | "list"
  | "split"
  | "figures"
  | "steps"
  | "grid"
  | "tags"
  | "media"
  | "quote"
  | "credits"
  | "rail";

type SectionProps = ComponentProps<"section"> &
  VariantProps<typeof sectionVariants> & { containerClassName?: string; composition?: Composition };

/** The one wrapper every page section shares: id, tone, container and vertical rhythm. */
function Section({ className, containerClassName, tone, composition, children, ...props }: SectionProps) {
  return (
    <section
      data-slot="section"
      data-tone={tone ?? "paper"}
      data-composition={composition}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <Container className={containerClassName}>{children}</Container>
    </section>
  );
}

export { Section };
