import { Info } from "lucide-react";
import { badgeVariants } from "~/components/ui/badge";
import { Tooltip } from "~/components/ui/tooltip";
import type { ServiceBadge } from "~/content/services/schema";
import { cn } from "~/lib/utils";
import { IntroSection, type IntroSectionProps } from "./intro-header";

type BadgeTooltipsSectionProps = IntroSectionProps & { kind: "sectors" | "platforms"; items: readonly ServiceBadge[] };

/** Sector or platform badges, each explained in one line by its tooltip. */
function BadgeTooltipsSection({ kind, items, ...section }: BadgeTooltipsSectionProps) {
  return (
    <IntroSection
      {...section}
      composition="tags"
      split={{ grid: "grid gap-10 lg:grid-cols-12 lg:gap-10", header: "lg:col-span-5 [&_h2]:lg:text-5xl" }}
    >
      <ul className="flex flex-wrap content-start gap-3 lg:col-span-7 lg:pt-9" data-badges={kind}>
        {items.map((item) => (
          <li key={item.label}>
            <Tooltip content={item.explanation}>
              <button
                type="button"
                data-slot="badge"
                className={cn(
                  badgeVariants({ variant: kind === "platforms" ? "cool" : "neutral" }),
                  "min-h-11 cursor-help transition-colors md:px-4 md:text-[0.9375rem] duration-200 hover:border-current [&[aria-describedby]]:border-current",
                )}
              >
                {item.label}
                <Info aria-hidden="true" className="size-3.5 opacity-60" />
              </button>
            </Tooltip>
          </li>
        ))}
      </ul>
    </IntroSection>
  );
}

export { BadgeTooltipsSection };
