import { ExternalLink, Star } from "lucide-react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { type ReviewPlatform, reviewPlatforms } from "~/content/review-platforms";
import { reviewsPage } from "~/content/reviews";

const copy = reviewsPage.platforms;

function PlatformMark({ platform }: { platform: ReviewPlatform }) {
  return (
    <span
      aria-hidden
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl font-display text-xl font-extrabold text-white"
      style={{ backgroundColor: platform.color }}
    >
      {platform.name[0]}
    </span>
  );
}

/** The four platforms with their ratings; each card links to our profile there. */
export function ReviewPlatformGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {reviewPlatforms.map((platform) => (
        <li key={platform.id}>
          <a
            href={platform.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="platform"
            className="group flex items-center gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
          >
            <PlatformMark platform={platform} />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1 font-bold text-ink">
                {platform.name}
                <span className="sr-only"> {copy.newTab}</span>
                <ExternalLink aria-hidden className="size-3.5 text-muted" />
              </span>
              <span className="mt-0.5 flex items-center gap-1.5 text-sm text-ink-soft">
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                <span data-testid="platform-rating" className="font-display text-lg font-extrabold text-ink">
                  {platform.rating.toFixed(1)}
                </span>
                <span>
                  ({platform.reviewCount} {copy.reviewsWord})
                </span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** 'Leave a Review' opens a dialog listing the platforms (links open in a new tab). */
export function LeaveReviewDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="lg">
          <Star aria-hidden />
          {copy.leaveReview}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.dialogTitle}</DialogTitle>
          <DialogDescription>{copy.dialogText}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {reviewPlatforms.map((platform) => (
            <li key={platform.id}>
              <a
                href={platform.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-4 rounded-xl border border-slate-200 p-3 transition hover:border-brand-600 hover:bg-brand-50"
              >
                <PlatformMark platform={platform} />
                <span className="flex-1 font-semibold text-ink">
                  {platform.name}
                  <span className="sr-only"> {copy.newTab}</span>
                </span>
                <ExternalLink aria-hidden className="size-4 text-muted" />
              </a>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
