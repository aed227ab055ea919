import type { Cover, ImageAsset } from "~/content/cover.schema";
import { imageFallback, imageSrcSet } from "~/lib/image-files";
import { cn } from "~/lib/utils";

type PictureProps = {
  image: ImageAsset;
  /** Empty for a decorative picture. */
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  /** The page's hero: loaded eagerly at high priority. Every other picture is lazy. */
  priority?: boolean;
  /** Classes for the frame, which sets its position and size (the image fills it). */
  className?: string;
  /** Classes for the image itself, e.g. a hover zoom. */
  imgClassName?: string;
  /** The frame's data-slot. */
  slot?: string;
};

/**
 * A generated (or photographed) image: AVIF, WebP and JPEG at several widths
 * in a <picture>, with its intrinsic size, painted in its average colour
 * while it loads.
 */
function Picture({ image, alt, sizes, priority = false, className, imgClassName, slot = "picture" }: PictureProps) {
  return (
    <picture
      data-slot={slot}
      className={cn("block overflow-hidden", className)}
      style={{ backgroundColor: image.placeholder }}
    >
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, "webp")} sizes={sizes} />
      <img
        src={imageFallback(image)}
        srcSet={imageSrcSet(image, "jpeg")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "auto" : "async"}
        className={cn("absolute inset-0 size-full object-cover", imgClassName)}
      />
    </picture>
  );
}

type CoverPictureProps = Omit<PictureProps, "image" | "alt" | "slot"> & {
  cover: Cover;
};

/**
 * A case study or post cover in its 16:10 frame (add a prefixed aspect, e.g.
 * `md:aspect-[2/1]`, to crop differently). Without an image it shows the
 * item's emoji on a gradient of its palette.
 */
function CoverPicture({ cover, className, imgClassName, ...picture }: CoverPictureProps) {
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
    <Picture slot="cover" image={image} alt={cover.alt} className={frame} imgClassName={imgClassName} {...picture} />
  );
}

export { CoverPicture, Picture };
