import { Clock, ExternalLink, Play } from "lucide-react";
import { VideoPoster } from "~/components/art/video-poster";
import { Button } from "~/components/ui/button";
import { type VideoTestimonial, videoCard } from "~/content/video-testimonials";

/**
 * Only a published recording (`videoUrl`) gets a play badge, its length and 'Watch Video';
 * until then nothing on the card looks playable (ADR 0005).
 */
export function VideoTestimonialCard({ video, watchLabel }: { video: VideoTestimonial; watchLabel: string }) {
  const playable = Boolean(video.videoUrl);
  return (
    <article data-testid="video-card" className="plain-card">
      <div className="relative">
        <VideoPoster video={video} />
        {playable ? (
          <span
            data-testid="video-duration"
            className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-md bg-ink/85 px-2 py-1 text-xs font-bold text-white"
          >
            <Clock aria-hidden className="size-3" />
            <span className="sr-only">{videoCard.durationLabel}: </span>
            {video.duration}
          </span>
        ) : null}
      </div>
      <div className="card-body">
        <h3 className="text-lg font-bold text-ink">{video.title}</h3>
        <figure className="mt-3 flex flex-1 flex-col">
          <blockquote className="leading-relaxed text-ink-soft">{`“${video.quote}”`}</blockquote>
          <figcaption className="mt-auto pt-4 text-sm font-semibold text-ink">
            {`${video.name}, `}
            <span className="font-normal text-muted">{video.position}</span>
          </figcaption>
        </figure>
        {video.videoUrl ? (
          <Button asChild variant="secondary" className="mt-5 w-full">
            <a href={video.videoUrl} target="_blank" rel="noopener noreferrer">
              <Play aria-hidden />
              {watchLabel}
              <span className="sr-only">
                : {video.title} {videoCard.newTab}
              </span>
              <ExternalLink aria-hidden />
            </a>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
