import { ArrowRight, Clock, Film, Play } from "lucide-react";
import { Link } from "react-router";
import { VideoPoster } from "~/components/art/video-poster";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { type VideoTestimonial, videoDialog } from "~/content/video-testimonials";

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

/**
 * A video testimonial card. The recordings are still in the edit, so 'Watch Video' opens an
 * honest dialog with the written testimonial instead of a player that plays nothing.
 */
export function VideoTestimonialCard({ video, watchLabel }: { video: VideoTestimonial; watchLabel: string }) {
  return (
    <article
      data-testid="video-card"
      className="flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-card"
    >
      <div className="relative">
        <VideoPoster
          label={`Video thumbnail: ${video.name} of ${video.position.split(", ").at(-1)}`}
          from={video.thumbnail.from}
          to={video.thumbnail.to}
          trade={video.thumbnail.trade}
          initials={initials(video.name)}
        />
        <span
          data-testid="video-duration"
          className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-md bg-ink/85 px-2 py-1 text-xs font-bold text-white"
        >
          <Clock aria-hidden className="size-3" />
          <span className="sr-only">{videoDialog.durationLabel}: </span>
          {video.duration}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-bold text-ink">{video.title}</h3>
        <p className="mt-1 text-sm text-muted">
          {video.name}, {video.position}
        </p>
        <div className="mt-auto pt-5">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="secondary" className="w-full">
                <Play aria-hidden />
                {watchLabel}
                <span className="sr-only">: {video.title}</span>
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-bold text-amber-900 ring-1 ring-amber-200">
                  <Film aria-hidden className="size-3.5" />
                  {videoDialog.status}
                </p>
                <DialogTitle>{video.title}</DialogTitle>
                <DialogDescription>{videoDialog.text}</DialogDescription>
              </DialogHeader>
              <figure className="rounded-xl bg-slate-50 p-5">
                <blockquote className="leading-relaxed text-ink-soft">“{video.quote}”</blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-ink">
                  {video.name}, <span className="font-normal text-muted">{video.position}</span>
                </figcaption>
              </figure>
              <Button asChild className="mt-5 w-full">
                <Link to={videoDialog.contactTo}>
                  {videoDialog.contactLabel}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
            </DialogContent>
          </Dialog>
        </div>
      </div>
    </article>
  );
}
