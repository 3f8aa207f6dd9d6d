import { cn } from "~/lib/utils";
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
  playable = false,
  className,
}: {
  label: string;
  from?: string;
  to?: string;
  trade: string;
  initials: string;
  playable?: boolean;
  className?: string;
}) {
  return (
    <ArtImage
      src={files[artName(initials, trade, playable ? "playable" : "")]}
      alt={label}
      width={480}
      height={270}
      className={cn("h-auto w-full", className)}
    />
  );
}
