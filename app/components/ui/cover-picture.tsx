import type { Cover } from "~/content/schema";
import { cn } from "~/lib/utils";

type CoverPictureProps = {
  cover: Cover;
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  /** The page's hero: loaded eagerly at high priority. Every other cover is lazy. */
  priority?: boolean;
  /** Classes for the 16:10 frame (add a prefixed aspect, e.g. `md:aspect-[2/1]`, to crop differently). */
  className?: string;
  /** Classes for the image itself, e.g. a hover zoom. */
  imgClassName?: string;
};

/**
 * A case study or post cover: AVIF, WebP and JPEG at several widths in a
 * <picture>, with its intrinsic size and alt text. Without an image it shows
 * the item's emoji on a gradient of its palette.
 */
function CoverPicture({ cover, sizes, priority = false, className, imgClassName }: CoverPictureProps) {
  const frame = cn("relative block aspect-[16/10] overflow-hidden", className);
  const { image } = cover;

  if (!image) {
    return (
      <div
        data-slot="cover"
        role="img"
        aria-label={cover.alt}
        className={cn(frame, "grid place-items-center")}
        style={{ backgroundImage: `linear-gradient(135deg, ${cover.gradient[0]}, ${cover.gradient[1]})` }}
      >
        <span aria-hidden="true" className={cn("text-6xl md:text-7xl", imgClassName)}>
          {cover.emoji}
        </span>
      </div>
    );
  }

  return (
    <picture data-slot="cover" className={frame} style={{ backgroundColor: image.placeholder }}>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.srcSet.jpeg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={cover.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "auto" : "async"}
        className={cn("absolute inset-0 size-full object-cover", imgClassName)}
      />
    </picture>
  );
}

export { CoverPicture, type CoverPictureProps };
