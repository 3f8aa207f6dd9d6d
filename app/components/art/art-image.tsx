/**
 * Artwork is SVG files under app/art/ (ADR 0056) with content-hashed addresses: `byName` keys a
 * folder's eager `import.meta.glob` by file name (`?no-inline`: a file, never a data: URL).
 */
export function byName(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([path, src]) => [path.slice(path.lastIndexOf("/") + 1, -".svg".length), src]),
  );
}

/** A file name for a picture from the words that tell it apart ("Sunrise Plumbing" -> "sunrise-plumbing"). */
export const artName = (...parts: string[]) =>
  parts
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * One artwork file on the page, full width unless `className` says otherwise. `alt=""` marks a
 * decorative copy. `loading="lazy"` also keeps React from writing a preload of each picture into
 * the head, ahead of the stylesheet; a picture in view is fetched as soon as it is laid out. The
 * one picture that is a page's largest paint passes `priority`: fetched at once, ahead of layout.
 */
export function ArtImage({
  src,
  alt,
  width,
  height,
  className = "h-auto w-full",
  priority = false,
}: {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      data-art=""
    />
  );
}
