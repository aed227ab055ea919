import { useLocation } from "react-router";
import { PREVIEW_EXIT_PATH } from "~/config/preview";
import { useSiteCopy } from "~/lib/site-copy";

/** On every page of a preview, so drafts are never mistaken for the public site; the exit is a full request. */
function PreviewBar() {
  const copy = useSiteCopy().layout.preview;
  const { pathname } = useLocation();
  return (
    <>
      {/* Room at the foot of the page, so the fixed bar never covers its last line. */}
      <div aria-hidden="true" data-slot="preview-bar-room" className="h-10" />
      <aside
        aria-label={copy.label}
        data-slot="preview-bar"
        className="fixed inset-x-0 bottom-0 z-[70] flex items-center justify-center gap-3 bg-ember px-4 py-2.5 font-medium text-ink text-sm shadow-[0_-4px_16px_rgb(17_16_20/0.18)]"
      >
        <span>{copy.status}</span>
        <span aria-hidden="true">—</span>
        <a
          href={`${PREVIEW_EXIT_PATH}?to=${encodeURIComponent(pathname)}`}
          className="underline decoration-2 underline-offset-4 hover:no-underline"
        >
          {copy.exit}
        </a>
      </aside>
    </>
  );
}

export { PreviewBar };
