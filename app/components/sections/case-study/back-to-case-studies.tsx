import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, NavigationType, useNavigate, useNavigationType } from "react-router";
import { Button } from "~/components/ui/button";
import { fixedPaths } from "~/config/locales";
import { useCaseStudyPageCopy } from "~/content/pages/case-studies";
import { isPlainClick } from "~/lib/events";
import { useLocale } from "~/lib/locale";

/**
 * True when the previous history entry is a page of this site: an in-app
 * link brought the visitor here, this is not the first entry of this
 * document's history (React Router numbers them from 0 in `history.state.idx`,
 * which survives a reload), or a full page load came from this origin.
 */
export function cameFromThisSite(navigationType: NavigationType): boolean {
  if (navigationType === NavigationType.Push) return true;
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === "number" && index > 0) return true;
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
  const caseStudyPageCopy = useCaseStudyPageCopy();
  const locale = useLocale();
  const navigationType = useNavigationType();
  const navigate = useNavigate();

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    if (!cameFromThisSite(navigationType)) return;
    event.preventDefault();
    navigate(-1);
  };

  return (
    <Button asChild variant="ghost" size="sm" className="-ml-4 text-muted hover:text-ink">
      <Link to={fixedPaths.caseStudies[locale]} onClick={mode === "history" ? goBack : undefined} data-back={mode}>
        <ArrowLeft aria-hidden="true" />
        {caseStudyPageCopy.back}
      </Link>
    </Button>
  );
}

export { BackToCaseStudies };
