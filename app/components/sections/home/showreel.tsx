import { Play, X } from "lucide-react";
import { useRef, useState } from "react";
import { ContactLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Picture } from "~/components/ui/cover-picture";
import { Section } from "~/components/ui/section";
import { site } from "~/config/site";
import type { ImageAsset } from "~/content/cover.schema";
import type { HomeContent } from "~/content/home.schema";
import { isPlainClick } from "~/lib/events";
import { useSiteCopy } from "~/lib/site-copy";
import { cn } from "~/lib/utils";
import { IntroHeader } from "../intro-header";

type Format = HomeContent["showreel"]["tiles"][number]["format"];

/** The player URL with autoplay on: the click that opens the overlay is the gesture that allows it. */
export function showreelSrc(embedUrl: string) {
  const url = new URL(embedUrl);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

type ShowreelProps = {
  content: HomeContent["showreel"];
  /** Each cut's poster frame, drawn at build; a plain dark frame stands in without one. */
  posters: Record<Format, ImageAsset | null>;
};

function ShowreelSection({ content, posters }: ShowreelProps) {
  const { close: closeLabel } = useSiteCopy().sections.showreel;
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The iframe exists only while the overlay is open, so nothing third-party loads before a visitor asks for it.
  const [playing, setPlaying] = useState<Format | null>(null);
  // The tile that opened the overlay takes focus back when it closes. The browser does this itself
  // only while focus is still inside the dialog, not once the visitor has tabbed out to its own UI.
  const opener = useRef<HTMLElement | null>(null);

  const open = (format: Format, tile: HTMLElement) => {
    opener.current = tile;
    setPlaying(format);
    dialogRef.current?.showModal();
  };

  return (
    <Section id="showreel" composition="media" tone="ink" aria-labelledby="showreel-heading">
      <div className="grid items-end gap-10 lg:grid-cols-12">
        <IntroHeader id="showreel-heading" intro={content} className="lg:col-span-7" />
        <div className="lg:col-span-5 lg:justify-self-end">
          <Button asChild variant="inverse" size="lg">
            <ContactLink>{content.cta}</ContactLink>
          </Button>
        </div>
      </div>
      {/* Stacked at full width on phones; side by side, bottoms aligned, from md. */}
      <ul className="mt-12 grid gap-10 md:mt-16 md:grid-cols-[minmax(0,0.42fr)_minmax(0,1fr)] md:items-end md:gap-6">
        {content.tiles.map((tile) => (
          <li key={tile.format}>
            {/* A link to the video, so the tile works without JavaScript; with it, the video plays in the overlay. */}
            <a
              href={site.showreel.pageUrl}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                open(tile.format, event.currentTarget);
              }}
              aria-haspopup="dialog"
              data-format={tile.format}
              className="group block rounded-card text-left"
            >
              <span className="sr-only">{tile.label}</span>
              <span
                data-slot="showreel-frame"
                className={cn(
                  "relative mx-auto block overflow-hidden rounded-card bg-ink-soft",
                  // The vertical cut never takes more than 80% of a phone's screen.
                  tile.format === "mobile" ? "aspect-[9/16] max-w-[calc(80svh*9/16)]" : "aspect-video",
                )}
              >
                {posters[tile.format] ? (
                  <Picture
                    image={posters[tile.format]!}
                    alt=""
                    sizes={
                      tile.format === "mobile"
                        ? "(min-width: 1280px) 360px, (min-width: 768px) 30vw, 100vw"
                        : "(min-width: 1280px) 860px, (min-width: 768px) 70vw, 100vw"
                    }
                    className="absolute inset-0 transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
                  />
                ) : null}
                {/* The play button sits where each poster leaves room: under the names of the tall cut,
                    above the year of the wide one, never over the words. */}
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute",
                    tile.format === "mobile" ? "bottom-[6%] left-[8%]" : "top-[24%] right-[9%]",
                  )}
                >
                  <span
                    data-slot="play"
                    className="flex size-14 items-center justify-center rounded-full bg-paper text-ink shadow-2xl transition duration-300 group-hover:scale-110 group-hover:bg-ember motion-reduce:transition-none lg:size-[4.5rem]"
                  >
                    <Play className="size-5 translate-x-0.5 fill-current lg:size-6" />
                  </span>
                </span>
              </span>
              <span
                aria-hidden="true"
                data-slot="caption"
                className={cn(
                  "mt-4 block text-paper/80 text-sm",
                  tile.format === "mobile" && "mx-auto max-w-[calc(80svh*9/16)]",
                )}
              >
                {tile.caption}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-label={site.showreel.title}
        onClose={() => {
          setPlaying(null);
          opener.current?.focus();
        }}
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
              aria-label={closeLabel}
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

export { ShowreelSection };
