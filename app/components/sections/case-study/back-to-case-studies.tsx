import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { caseStudyPageCopy } from "~/content/pages/case-studies";
import { cn } from "~/lib/utils";

/**
 * True when the previous history entry is a page of this site: either an
 * in-app navigation brought the visitor here (React Router gives the first
 * entry the key "default"), or a full page load came from this origin.
 */
export function cameFromThisSite(locationKey: string): boolean {
  if (locationKey !== "default") return true;
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * 'Back to Case Studies'. A real link to the index, so it works without
 * JavaScript and from a shared link; with `history`, a visitor who came from
 * another page of the site goes back to it instead, scroll position and all.
 */
function BackToCaseStudies({ mode }: { mode: "history" | "index" }) {
  const location = useLocation();
  const navigate = useNavigate();

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (!cameFromThisSite(location.key)) return;
    event.preventDefault();
    navigate(-1);
  };

  return (
    <Link
      to="/case-studies"
      onClick={mode === "history" ? goBack : undefined}
      data-back={mode}
      className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-4 text-muted hover:text-ink")}
    >
      <ArrowLeft aria-hidden="true" />
      {caseStudyPageCopy.back}
    </Link>
  );
}

export { BackToCaseStudies };
