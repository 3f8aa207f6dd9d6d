import type { VideoTestimonial } from "~/content/video-testimonials";
import { ArtImage, artName, byName } from "./art-image";

const files = byName(
  import.meta.glob<string>("/app/art/video-poster/*.svg", {
    query: "?no-inline",
    import: "default",
    eager: true,
  }),
);

/** A video testimonial's thumbnail: a stylized interview frame, with a play badge only when a video plays. */
export function VideoPoster({ video }: { video: VideoTestimonial }) {
  const initials = video.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  const src = files[artName(initials, video.thumbnail.trade, video.videoUrl ? "playable" : "")];
  const alt = `Illustrated poster: ${video.name} of ${video.position.split(", ").at(-1)}`;
  return <ArtImage src={src} alt={alt} width={480} height={270} />;
}
