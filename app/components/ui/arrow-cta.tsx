import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** A card's call to action: its words, then an arrow that moves on while the card is hovered. */
export function ArrowCta({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-medium text-[0.9375rem]", className)}>
      {children}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform duration-200 motion-safe:group-hover:translate-x-1"
      />
    </span>
  );
}
