import { cva, type VariantProps } from "class-variance-authority";
import { clsx as cn } from "clsx";
import type { ComponentProps, ReactNode } from "react";
import type { Theme } from "~/content/shared";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";

function Container({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="container"
      className={cn("mx-auto w-full max-w-site px-5 sm:px-8 lg:px-10", className)}
      {...props}
    />
  );
}

const sectionVariants = cva("relative py-16 md:py-24", {
  variants: {
    tone: {
      paper: "bg-paper text-ink",
      deep: "bg-paper-deep text-ink",
      ink: "bg-ink text-paper",
      // A case study's own grounds (palette.ts), set as CSS variables by its route.
      "client-band": "bg-[color:var(--client-band)] text-[color:var(--client-on-band)]",
      "client-deep": "bg-[color:var(--client-deep)] text-[color:var(--client-on-deep)]",
    },
  },
  defaultVariants: { tone: "paper" },
});

/** A page never puts two sections of one composition side by side (a browser test holds every page to it). */
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
  | "credits";

type SectionProps = ComponentProps<"section"> & VariantProps<typeof sectionVariants> & { composition?: Composition };

function Section({ className, tone, composition, children, ...props }: SectionProps) {
  return (
    <section
      data-slot="section"
      data-tone={tone ?? "paper"}
      data-composition={composition}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  );
}

/**
 * A headline's full stop as the logo's lit dot, kept for a page's h1 and the contact heading. The stop
 * stays in the text at no size: screen readers and copying still have it, nothing moves when the web
 * font arrives, and no line breaks between the last word and its dot.
 */
function Lumen({ text }: { text: ReactNode }) {
  if (typeof text !== "string" || !/[^.]\.$/.test(text)) return text;
  return (
    <>
      {text.slice(0, -1)}
      <span data-slot="lumen" className="lumen">
        <span className="lumen-stop">.</span>
      </span>
    </>
  );
}

type SectionHeaderProps = {
  eyebrow?: ReactNode;
  heading: ReactNode;
  lead?: ReactNode;
  as?: "h1" | "h2";
  lit?: boolean;
  size?: "section" | "statement" | "compact";
  id?: string;
  className?: string;
};

function SectionHeader({
  eyebrow,
  heading,
  lead,
  as: Heading = "h2",
  lit = Heading === "h1",
  size = "section",
  id,
  className,
}: SectionHeaderProps) {
  const title = unwidow(
    heading,
    Heading === "h1" ? PAIR_LIMIT.title : size === "statement" ? PAIR_LIMIT.statement : PAIR_LIMIT.heading,
  );
  return (
    <div data-slot="section-header" className={cn(size === "statement" ? "max-w-5xl" : "max-w-3xl", className)}>
      {eyebrow ? (
        <p
          className={cn(
            size === "compact" ? "mb-3" : "mb-4",
            "font-medium text-[0.8125rem] text-ember-deep uppercase tracking-[0.16em] in-data-[tone=ink]:text-ember",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          "text-balance font-semibold tracking-[-0.03em]",
          Heading === "h1"
            ? "text-[2.375rem] leading-[1.02] min-[380px]:text-[2.75rem] sm:text-6xl lg:text-[5.5rem]"
            : {
                statement: "text-[2.5rem] leading-[1.02] tracking-[-0.04em] sm:text-6xl lg:text-[5rem]",
                section: "text-[2.125rem] leading-[1.05] sm:text-5xl lg:text-[3.5rem]",
                compact: "text-[1.75rem] leading-tight tracking-[-0.025em] md:text-[2rem]",
              }[size],
        )}
      >
        {lit ? <Lumen text={title} /> : title}
      </Heading>
      {lead ? (
        <p className="mt-5 text-lg text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted md:text-xl">
          {unwidow(lead)}
        </p>
      ) : null}
    </div>
  );
}

type Accent = Theme["accent"];

/** Accent text that passes AA on paper and, inside an ink section, on ink. */
const accentText: Record<Accent, string> = {
  ember: "text-ember-deep in-data-[tone=ink]:text-ember",
  cobalt: "text-cobalt in-data-[tone=ink]:text-cobalt-light",
};

export { type Accent, accentText, Container, Lumen, Section, SectionHeader };
