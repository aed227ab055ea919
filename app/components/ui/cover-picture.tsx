import { clsx as cn } from "clsx";
import type { Cover, ImageAsset } from "~/content/cover.schema";
import { imageFallback, imageSrcSet } from "~/lib/image-files";

/** `className` sets the frame's position and size, which the image fills; only a `priority` picture is eager. */
type PictureProps = {
  image: ImageAsset;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  slot?: string;
};

/** AVIF, WebP and JPEG at several widths, painted in the image's average colour while it loads. */
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

/** A cover in its 16:10 frame (a prefixed aspect crops differently); without an image, its emoji on its gradient. */
function CoverPicture({
  cover,
  className,
  imgClassName,
  ...picture
}: Omit<PictureProps, "image" | "alt" | "slot"> & { cover: Cover }) {
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
