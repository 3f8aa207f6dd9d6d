import { ArrowRight, ExternalLink, Star } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { NativeDialog } from "~/components/ui/native-dialog";
import { type ReviewPlatform, reviewPlatforms } from "~/content/review-platforms";
import { reviewsPage } from "~/content/reviews";
import { useBusiness } from "~/lib/site-settings";

const copy = reviewsPage.platforms;

/** The platforms with the profile addresses kept in CMS Settings (the content's are the defaults). */
function usePlatforms(): ReviewPlatform[] {
  const { reviewLinks } = useBusiness();
  return reviewPlatforms.map((platform) => ({
    ...platform,
    url: reviewLinks[platform.id as keyof typeof reviewLinks],
  }));
}

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

function PlatformSummary({ platform }: { platform: ReviewPlatform }) {
  return (
    <>
      <PlatformMark platform={platform} />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 font-bold text-ink">
          {platform.name}
          {platform.url ? (
            <>
              <span className="sr-only"> {copy.newTab}</span>
              <ExternalLink aria-hidden className="size-3.5 text-muted" />
            </>
          ) : null}
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
    </>
  );
}

const platformCard =
  "flex items-center gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-card";

/**
 * The four platforms with their ratings. A platform links to our profile only when a real
 * profile address exists (app/content/review-platforms.ts); otherwise it is plain text.
 */
export function ReviewPlatformGrid() {
  const platforms = usePlatforms();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {platforms.map((platform) => (
        <li key={platform.id}>
          {platform.url ? (
            <a
              href={platform.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="platform"
              className={`group ${platformCard} transition hover:-translate-y-0.5 hover:shadow-lift`}
            >
              <PlatformSummary platform={platform} />
            </a>
          ) : (
            <div data-testid="platform" className={platformCard}>
              <PlatformSummary platform={platform} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Leave a Review' opens a dialog naming the platforms (a link where a profile address exists)
 * and offering to tell us directly. A native dialog: it opens at the first tap, script or not.
 */
export function LeaveReviewDialog() {
  const platforms = usePlatforms();
  return (
    <NativeDialog
      triggerClassName={buttonVariants({ size: "lg" })}
      trigger={
        <>
          <Star aria-hidden />
          {copy.leaveReview}
        </>
      }
      title={copy.dialogTitle}
      description={copy.dialogText}
    >
      <ul className="grid gap-3">
        {platforms.map((platform) => (
          <li key={platform.id}>
            {platform.url ? (
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
            ) : (
              // No profile address yet: plain text, drawn unlike the tappable rows (no border, no hover).
              <div data-testid="platform-text" className="flex items-center gap-4 px-3 py-2">
                <PlatformMark platform={platform} />
                <span className="flex-1 font-semibold text-ink">{platform.name}</span>
                <span className="inline-flex items-center gap-1 text-sm text-muted">
                  <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                  {platform.rating.toFixed(1)} ({platform.reviewCount} {copy.reviewsWord})
                </span>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Button asChild variant="secondary" className="mt-2 w-full">
        <Link to={copy.contact.to}>
          {copy.contact.label}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </NativeDialog>
  );
}
