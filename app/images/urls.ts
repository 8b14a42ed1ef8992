/** One image of the manifest (app/images/manifest.generated.ts), as the pipeline names its files. */
export type ImageEntry = {
  readonly width: number;
  readonly height: number;
  readonly hash: string;
  readonly widths: readonly number[];
  readonly jpg?: boolean;
};

/** The srcsets and URLs of an image, built from its manifest entry (scripts/build/images/pipeline.ts names the files). */
export function imageSources(prefix: string, name: string, entry: ImageEntry) {
  const file = (width: number, format: "avif" | "webp") => `${prefix}${name}-${width}-${entry.hash}.${format}`;
  const srcSet = (format: "avif" | "webp") => entry.widths.map((width) => `${file(width, format)} ${width}w`).join(", ");
  return {
    avif: srcSet("avif"),
    webp: srcSet("webp"),
    src: file(entry.widths[entry.widths.length - 1]!, "webp"),
    jpg: entry.jpg ? `${prefix}${name}-${entry.hash}.jpg` : undefined,
  };
}
