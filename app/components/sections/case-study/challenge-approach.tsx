import type { CSSProperties } from "react";
import { Picture } from "~/components/ui/cover-picture";
import { Section } from "~/components/ui/section";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { useCaseStudyPageCopy } from "~/content/pages/case-studies";
import { fill } from "~/lib/placeholders";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { keepTogether } from "./keep-together";

type Photo = CaseStudyPage["gallery"][number];

function Story({
  id,
  heading,
  paragraphs,
  places,
}: {
  id: string;
  heading: string;
  paragraphs: string[];
  places: readonly string[];
}) {
  return (
    <article aria-labelledby={id} data-slot="story">
      <h2 id={id} className="font-semibold text-[2.125rem] leading-[1.05] tracking-[-0.03em] sm:text-5xl">
        {heading}
      </h2>
      <div className="mt-6 space-y-5 text-lg leading-relaxed md:mt-8 md:text-xl md:leading-relaxed">
        {paragraphs.map((paragraph, index) => (
          <p key={paragraph} className={index === 0 ? "text-ink" : "text-muted"}>
            {keepTogether(paragraph, places)}
          </p>
        ))}
      </div>
    </article>
  );
}

/** A photograph of the work at its own proportions, with its caption and credit. Lazy: never the hero. */
function GalleryPhoto({ photo, sizes, className }: { photo: Photo; sizes: string; className?: string }) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  const { width, height } = photo.image;
  return (
    <figure
      data-slot="gallery-photo"
      // In a row, each photo's share of the width is its aspect ratio, so a row's photos share one height.
      style={{ "--ratio": `${width} / ${height}`, flexGrow: width / height } as CSSProperties}
      className={cn("min-w-0 basis-0", className)}
    >
      <Picture
        image={photo.image}
        alt={photo.alt}
        sizes={sizes}
        className="relative aspect-[var(--ratio)] rounded-card"
      />
      <figcaption className="mt-3 max-w-[60ch] text-muted text-sm leading-relaxed">
        {photo.caption}{" "}
        <span className="whitespace-nowrap">{fill(caseStudyPageCopy.photoCredit, { credit: photo.credit })}</span>
      </figcaption>
    </figure>
  );
}

/** Photos side by side from `md` (at one height), one above the other on a phone. */
function PhotoRow({ photos }: { photos: Photo[] }) {
  if (!photos.length) return null;
  const share = Math.round(100 / photos.length);
  return (
    <div data-slot="gallery-row" className="flex flex-col gap-8 md:flex-row md:gap-6">
      {photos.map((photo) => (
        <GalleryPhoto
          key={photo.image.stem}
          photo={photo}
          sizes={`(min-width: 1280px) ${Math.round(1200 / photos.length)}px, (min-width: 768px) ${share}vw, calc(100vw - 40px)`}
        />
      ))}
    </div>
  );
}

/** The pull quote at the foot of a story told side by side, behind a bar of the client's colour. */
function PullQuote({ quote }: { quote: string }) {
  return (
    <figure data-slot="pull-quote" className="border-[color:var(--client-rule)] border-l-4 pl-6 md:pl-10">
      <p className="max-w-[26ch] text-balance font-display font-semibold text-[1.875rem] leading-[1.12] tracking-[-0.03em] md:text-[2.75rem]">
        {unwidow(quote, PAIR_LIMIT.quote)}
      </p>
    </figure>
  );
}

/** Photographs two to a row, in order. */
const pairs = (photos: Photo[]) =>
  Array.from({ length: Math.ceil(photos.length / 2) }, (_, i) => photos.slice(i * 2, i * 2 + 2));

type ChallengeApproachProps = Pick<CaseStudyPage, "challenge" | "approach" | "art" | "gallery" | "places">;

/**
 * The Challenge and Our Approach.
 * - essay: one reading column, between the study's photographs: the first across the page above the
 *   story, the next two side by side between its halves, the rest in rows of two after it. Without
 *   photographs the column stands alone, at a reading measure, as an essay does.
 * - performance and reveal: side by side (their lengths are alike, so neither column runs on alone),
 *   the photographs two to a row beneath; a performance story closes on its pull quote, as its
 *   results opened the page.
 */
function ChallengeApproach({ challenge, approach, art, gallery, places }: ChallengeApproachProps) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  const challengeStory = (
    <Story id="challenge-heading" heading={caseStudyPageCopy.challenge} paragraphs={challenge} places={places} />
  );
  const approachStory = (
    <Story id="approach-heading" heading={caseStudyPageCopy.approach} paragraphs={approach} places={places} />
  );
  if (art.layout === "essay") {
    const [lead, ...rest] = gallery;
    const between = rest.slice(0, 2);
    const rows = pairs(rest.slice(2));
    const column = "mx-auto max-w-[42rem] lg:max-w-[46rem]";
    return (
      <Section composition="split" data-gallery={gallery.length ? "photos" : "none"}>
        <div className="space-y-16 md:space-y-24">
          {lead ? (
            <GalleryPhoto photo={lead} sizes="(min-width: 1280px) 1200px, calc(100vw - 40px)" className="w-full" />
          ) : null}
          <div className={column}>{challengeStory}</div>
          <PhotoRow photos={between} />
          <div className={column}>{approachStory}</div>
          {rows.map((row) => (
            <PhotoRow key={row.map((photo) => photo.image.stem).join()} photos={row} />
          ))}
        </div>
      </Section>
    );
  }
  return (
    <Section composition="split">
      <div className="grid gap-14 lg:grid-cols-2 lg:gap-20">
        {challengeStory}
        {approachStory}
      </div>
      {gallery.length ? (
        <div className="mt-16 space-y-16 md:mt-24 md:space-y-24">
          {pairs(gallery).map((row) => (
            <PhotoRow key={row.map((photo) => photo.image.stem).join()} photos={row} />
          ))}
        </div>
      ) : null}
      {art.layout === "performance" ? (
        <div className="mt-16 md:mt-24">
          <PullQuote quote={art.pullQuote} />
        </div>
      ) : null}
    </Section>
  );
}

export { ChallengeApproach };
