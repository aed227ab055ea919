import { cn } from "~/lib/utils";

type StatProps = { value: string; label: string; className?: string };

/** A headline figure and its caption, read by screen readers as one phrase. */
function Stat({ value, label, className }: StatProps) {
  return (
    <div data-slot="stat" className={cn("border-current/15 border-t pt-5", className)}>
      <p className="font-display font-semibold text-5xl tracking-[-0.04em] md:text-6xl">{value}</p>
      <p className="mt-2 max-w-[22ch] text-muted in-data-[tone=ink]:text-ink-muted">{label}</p>
    </div>
  );
}

export { Stat };
