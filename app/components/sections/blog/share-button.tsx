import { Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useArticleCopy } from "~/content/pages/blog";
import { useEffect } from "~/lib/effects";

type Status = "idle" | "copied" | "failed";

const MESSAGE_MS = 5000;

/**
 * 'Share Article': the system share sheet where the browser has one (most
 * phones), otherwise the link is copied and the visitor is told so.
 */
function ShareButton({ title, path }: { title: string; path: string }) {
  const articleCopy = useArticleCopy();
  const [status, setStatus] = useState<Status>("idle");

  useEffect(() => {
    if (status === "idle") return;
    const timer = setTimeout(() => setStatus("idle"), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  };

  const { share: copy } = articleCopy;
  return (
    <div data-slot="share" className="relative">
      <Button variant="outline" onClick={share}>
        <Share2 aria-hidden="true" />
        {copy.label}
      </Button>
      {/* Under the button, out of the flow: a message appearing moves nothing on the page. */}
      <p role="status" className="absolute top-full right-0 z-10 mt-2 w-max max-w-72 text-right text-muted text-sm">
        {status === "copied" ? copy.copied : status === "failed" ? copy.failed : null}
      </p>
    </div>
  );
}

export { ShareButton };
