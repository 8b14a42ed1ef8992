import { useContext } from "react";
import { imagePrefix, images, type ImageName } from "~/images/manifest.generated";
import { ImagePreloadContext } from "~/images/preload";
import { imageSources } from "~/images/urls";
import { photoFile } from "~/images/shown-photo";
import { useOptionalShell } from "~/site/shell";

export type { ImageName };

export interface PictureProps {
  image: ImageName;
  /** Describe what the image shows; use "" only for purely decorative images. */
  alt: string;
  /** The rendered width per layout, e.g. "(min-width: 64rem) 50vw, 100vw". */
  sizes: string;
  /** Above-the-fold image (the LCP candidate): loads eagerly with high fetch priority. */
  priority?: boolean;
  /**
   * A picture that may be on screen as the page opens but is not what the visitor waits for (a
   * carousel card under the home's hero): it stays at low priority while the hero loads, where the
   * browser would otherwise raise any picture in view to high.
   */
  secondary?: boolean;
  className?: string;
}

const sources = (image: ImageName) => imageSources(imagePrefix, image, images[image]);

/**
 * The drawing a place shows while it has no photo: its own, or, for a place the owner's catalogue
 * added, a neutral one in that place's proportions (no other excursion's): an excursion's
 * (`excursion-<key>-hero`) the neutral landscape's same place, a guide's the neutral portrait.
 */
function drawingOf(image: ImageName): ImageName {
  if (Object.hasOwn(images, image)) return image;
  const slot = /^excursion-.+-(hero|side|1|2|3|wide)$/.exec(image)?.[1];
  if (slot) return `excursion-default-${slot}` as ImageName;
  if (image.startsWith("team-")) return "team-default" as ImageName;
  return "og-default";
}

/**
 * Responsive image from the build-time manifest, with intrinsic width and height so the browser
 * reserves the space before it loads (no layout shift). Every current browser takes AVIF at the
 * width the layout needs; an older one gets the largest WebP. (A WebP `srcset` as well made every
 * page's HTML a few hundred bytes heavier, enough to cost a round trip on a slow link.)
 */
export function Picture({ image, alt, sizes, priority, secondary, className }: PictureProps) {
  // The owner's photo for this place, if there is one (app/photos/), in place of the drawing.
  const photo = useOptionalShell()?.photos[image];
  const drawing = drawingOf(image);
  const { width, height } = photo ?? images[drawing];
  const { avif, src } = photo
    ? { avif: photo.widths.map((w) => `${photoFile(photo.id, w, "avif")} ${w}w`).join(", "), src: photoFile(photo.id, photo.width, "webp") }
    : sources(drawing);
  if (photo) alt = photo.alt;
  // The largest image above the fold is what the page's first view waits for: announced in the
  // head, it is requested as soon as the HTML starts to arrive, ahead of everything in the body.
  // Only the AVIF (every current browser takes it); `type` keeps other browsers from fetching it.
  const preload = useContext(ImagePreloadContext);
  if (priority && preload) {
    preload(avif.split(", ").at(-1)!.split(" ")[0]!, {
      as: "image",
      type: "image/avif",
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img
        src={src}
        width={width}
        height={height}
        alt={alt}
        // An owner's description not written in the page's language says which one it is in.
        lang={photo?.altLang}
        className={className}
        decoding={priority ? undefined : "async"}
        loading={priority ? "eager" : "lazy"}
        // High priority also marks it for the page's hydration, which waits for it to be painted (app/speed/deferred-hydration.ts).
        fetchPriority={priority ? "high" : secondary ? "low" : undefined}
      />
    </picture>
  );
}

/**
 * URL of an image for meta tags (og:image, twitter:image). Defaults to the JPEG where one exists
 * (link-preview crawlers read it everywhere), else the largest WebP. Relative to the site root:
 * prefix the origin for og:image.
 */
export function imageUrl(image: ImageName, kind?: "jpg" | "webp"): string {
  const { src, jpg } = sources(drawingOf(image));
  if (kind === "webp") return src;
  return jpg ?? src;
}

/** Intrinsic size of an image (for og:image:width / og:image:height). */
function imageSize(image: ImageName): { width: number; height: number } {
  const { width, height } = images[drawingOf(image)];
  return { width, height };
}
