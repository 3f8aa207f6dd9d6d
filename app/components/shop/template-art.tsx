import { ArtImage, byName } from "~/components/art/art-image";
import type { Template, TemplateImage } from "~/content/templates";
import { cn } from "~/lib/utils";

const files = byName(
  import.meta.glob<string>("/app/art/template-art/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/** One picture of a template. Decorative copies (thumbnails beside a caption) pass `decorative`. */
export function TemplateArt({
  template,
  image = template.image,
  width = 640,
  height = 400,
  className,
  decorative = false,
  priority = false,
}: {
  template: Template;
  image?: TemplateImage;
  width?: number;
  height?: number;
  className?: string;
  decorative?: boolean;
  /** The page's largest paint (a template page's main picture): fetched at once. */
  priority?: boolean;
}) {
  return (
    <ArtImage
      src={files[`${template.id}-${image.view}`]}
      alt={decorative ? "" : image.alt}
      width={width}
      height={height}
      className={cn("block h-auto w-full", className)}
      priority={priority}
    />
  );
}
