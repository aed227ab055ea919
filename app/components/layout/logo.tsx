import { Link } from "react-router";
import { site } from "~/config/site";
import { useSiteCopy } from "~/lib/site-copy";
import { cn } from "~/lib/utils";

/** The wordmark: a lit dot (the lumen) ahead of the name. */
function Logo({ className }: { className?: string }) {
  const { layout, paths } = useSiteCopy();
  const { logoLabel } = layout;
  return (
    <Link
      to={paths.home}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center gap-2.5 whitespace-nowrap font-display font-semibold text-xl tracking-[-0.03em]",
        className,
      )}
      aria-label={logoLabel}
    >
      <span aria-hidden="true" className="relative inline-block size-3.5 shrink-0 rounded-full bg-ember">
        <span className="absolute -inset-1 rounded-full border border-ember/40" />
      </span>
      <span>{site.name}</span>
    </Link>
  );
}

export { Logo };
