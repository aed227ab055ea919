import type { ReactNode } from "react";
import { Lumen } from "~/components/ui/lumen";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";

type SectionHeaderProps = {
  eyebrow?: ReactNode;
  heading: ReactNode;
  lead?: ReactNode;
  as?: "h1" | "h2";
  /** A statement's heading is set larger and wider than a section's; a compact band's smaller. */
  size?: "section" | "statement" | "compact";
  align?: "start" | "center";
  id?: string;
  className?: string;
};

function SectionHeader({
  eyebrow,
  heading,
  lead,
  as: Heading = "h2",
  size = "section",
  align = "start",
  id,
  className,
}: SectionHeaderProps) {
  return (
    <div
      data-slot="section-header"
      className={cn(
        size === "statement" ? "max-w-5xl" : "max-w-3xl",
        align === "center" && "mx-auto text-center",
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cn(
            size === "compact" ? "mb-3" : "mb-4",
            "flex items-center gap-2.5 font-medium text-[0.8125rem] text-ember-deep uppercase tracking-[0.16em] in-data-[tone=ink]:text-ember",
          )}
        >
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-current" />
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          "text-balance font-semibold tracking-[-0.03em]",
          Heading === "h1"
            ? "text-[2.75rem] leading-[1.02] sm:text-6xl lg:text-[5.5rem]"
            : {
                statement: "text-[2.5rem] leading-[1.02] tracking-[-0.04em] sm:text-6xl lg:text-[5rem]",
                section: "text-[2.125rem] leading-[1.05] sm:text-5xl lg:text-[3.5rem]",
                compact: "text-[1.75rem] leading-tight tracking-[-0.025em] md:text-[2rem]",
              }[size],
        )}
      >
        <Lumen
          text={unwidow(
            heading,
            Heading === "h1" ? PAIR_LIMIT.title : size === "statement" ? PAIR_LIMIT.statement : PAIR_LIMIT.heading,
          )}
        />
      </Heading>
      {lead ? (
        <p className="mt-5 text-lg text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted md:text-xl">
          {unwidow(lead)}
        </p>
      ) : null}
    </div>
  );
}

export { SectionHeader };
