import { ArtImage, artName, byName } from "~/components/art/art-image";
import type { DemoArt as DemoArtSpec } from "~/content/demos";
import type { TemplatePalette } from "~/content/templates";

const files = byName(
  import.meta.glob<string>("/app/art/demo-art/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/** One demo illustration, in its template's colours, with its alt text and explicit size. */
export function DemoArt({
  art,
  palette,
  width = 480,
  height = 360,
}: {
  art: DemoArtSpec;
  palette: TemplatePalette;
  width?: number;
  height?: number;
}) {
  return (
    <ArtImage
      src={files[artName(art.kind, String(art.variant ?? 0), palette.primary)]}
      alt={art.alt}
      width={width}
      height={height}
      className="block h-auto w-full"
    />
  );
}
