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

type SectionProps = ComponentProps<"section"> & VariantProps<typeof sectionVariants> & { containerClassName?: string };

/** The one wrapper every page section shares: id, tone, container and vertical rhythm. */
function Section({ className, containerClassName, tone, children, ...props }: SectionProps) {
  return (
    <section
      data-slot="section"
      data-tone={tone ?? "paper"}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <Container className={containerClassName}>{children}</Container>
    </section>
  );
}

export { Section };
