import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "rounded-card border border-line bg-paper p-6 md:p-8 in-data-[tone=ink]:border-line-inverse in-data-[tone=ink]:bg-ink-soft",
        className,
      )}
      {...props}
    />
  );
}

function CardTitle({ className, ...props }: ComponentProps<"h3">) {
  return (
    <h3
      data-slot="card-title"
      className={cn("font-semibold text-2xl leading-tight tracking-[-0.02em]", className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={cn("mt-3 text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted", className)}
      {...props}
    />
  );
}

export { Card, CardDescription, CardTitle };
