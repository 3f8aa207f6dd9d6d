import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/video-poster/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/** Thumbnail of a video testimonial: a stylized interview frame, with a play badge only when a video plays. */
export function VideoPoster({
  label,
  trade,
  initials,
  playable,
}: {
  label: string;
  trade: string;
  initials: string;
  playable: boolean;
}) {
  const src = files[artName(initials, trade, playable ? "playable" : "")];
  return <ArtImage src={src} alt={label} width={480} height={270} />;
}
