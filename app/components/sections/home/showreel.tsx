import { Play, X } from "lucide-react";
import { useRef, useState } from "react";
import { ContactLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { site } from "~/config/site";
import type { HomeContent } from "~/content/home.schema";
import { isPlainClick } from "~/lib/events";
import { cn } from "~/lib/utils";

type Format = HomeContent["showreel"]["tiles"][number]["format"];

/** The player URL with autoplay on: the click that opens the overlay is the gesture that allows it. */
export function showreelSrc(embedUrl: string) {
  const url = new URL(embedUrl);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

function ShowreelSection({ content }: { content: HomeContent["showreel"] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The iframe exists only while the overlay is open, so nothing third-party loads before a visitor asks for it.
  const [playing, setPlaying] = useState<Format | null>(null);

  const open = (format: Format) => {
    setPlaying(format);
    dialogRef.current?.showModal();
  };

  return (
    <Section id="showreel" composition="media" tone="ink" aria-labelledby="showreel-heading">
      <div className="grid items-end gap-10 lg:grid-cols-12">
        <SectionHeader
          id="showreel-heading"
          eyebrow={content.eyebrow}
          heading={content.heading}
          lead={content.lead}
          className="lg:col-span-7"
        />
        <div className="lg:col-span-5 lg:justify-self-end">
          <Button asChild variant="inverse" size="lg">
            <ContactLink>{content.cta}</ContactLink>
          </Button>
        </div>
      </div>
      <ul className="mt-12 grid grid-cols-[minmax(0,0.42fr)_minmax(0,1fr)] items-end gap-4 md:mt-16 md:gap-6">
        {content.tiles.map((tile) => (
          <li key={tile.format}>
            {/* A link to the video, so the tile works without JavaScript; with it, the video plays in the overlay. */}
            <a
              href={site.showreel.pageUrl}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                open(tile.format);
              }}
              aria-haspopup="dialog"
              data-format={tile.format}
              className="group relative block w-full overflow-hidden rounded-card text-left"
            >
              <span className="sr-only">{tile.label}</span>
              <ShowreelArt format={tile.format} />
              <span
                aria-hidden="true"
                className="absolute inset-0 flex items-center justify-center transition-transform duration-500 group-hover:scale-105"
              >
                <span className="flex size-16 items-center justify-center rounded-full bg-ember text-ink shadow-2xl md:size-20">
                  <Play className="size-6 translate-x-0.5 fill-current md:size-7" />
                </span>
              </span>
              <span aria-hidden="true" className="absolute inset-x-0 bottom-0 p-4 text-paper/90 text-sm md:p-6">
                {tile.caption}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-label={site.showreel.title}
        onClose={() => setPlaying(null)}
        className="m-0 h-dvh max-h-none w-dvw max-w-none bg-ink/95 p-0 text-paper backdrop:bg-ink/80"
      >
        {/* The close button has a row of its own, so it never sits over the player; the page behind
            does not scroll while the overlay is open (app.css). */}
        <div className="flex h-full flex-col gap-4 p-4 md:p-10">
          <div className="flex shrink-0 justify-end">
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex size-12 items-center justify-center rounded-full bg-paper text-ink transition-colors hover:bg-ember"
              aria-label="Close showreel"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center">
            {playing ? (
              <iframe
                src={showreelSrc(site.showreel.embedUrl)}
                title={site.showreel.title}
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
                className={cn(
                  "max-h-full rounded-card border-0 bg-ink-soft",
                  playing === "mobile" ? "aspect-[9/16] h-full max-w-full" : "aspect-video w-full max-w-6xl",
                )}
              />
            ) : null}
          </div>
        </div>
      </dialog>
    </Section>
  );
}

/** Poster art for a tile: layered light on dark, no image request. */
function ShowreelArt({ format }: { format: Format }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative block overflow-hidden bg-ink-soft",
        format === "mobile" ? "aspect-[9/16]" : "aspect-video",
        "bg-[radial-gradient(120%_80%_at_20%_110%,color-mix(in_oklab,var(--color-ember)_85%,transparent),transparent_60%),radial-gradient(90%_70%_at_95%_0%,color-mix(in_oklab,var(--color-cobalt)_70%,transparent),transparent_65%)]",
      )}
    >
      <span className="absolute inset-0 bg-[repeating-linear-gradient(90deg,transparent_0_23px,rgb(247_244_239/0.05)_23px_24px)]" />
      <span className="absolute top-4 left-4 font-display font-semibold text-paper/80 text-xs uppercase tracking-[0.2em] md:top-6 md:left-6">
        {format === "mobile" ? "9:16" : "16:9"}
      </span>
    </span>
  );
}

export { ShowreelSection };
