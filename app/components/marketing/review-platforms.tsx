import { ExternalLink, Star } from "lucide-react";
import { LinkButton } from "~/components/sections/section";
import { buttonVariants } from "~/components/ui/button";
import { NativeDialog } from "~/components/ui/native-dialog";
import { type ReviewPlatform, reviewPlatforms } from "~/content/review-platforms";
import { reviewsPage } from "~/content/reviews";
import { useBusiness } from "~/lib/site-settings";
import { createElement } from "react";

const copy = reviewsPage.platforms;

/** The platforms with the profile addresses kept in CMS Settings (the content's are the defaults). */
function usePlatforms(): ReviewPlatform[] {
  const { reviewLinks } = useBusiness();
  return reviewPlatforms.map((platform) => ({
    ...platform,
    url: reviewLinks[platform.id as keyof typeof reviewLinks],
  }));
}

/** A link to the profile, in a new tab; plain text where no profile address exists. */
const profileLink = (url: string | undefined) =>
  url ? { href: url, target: "_blank", rel: "noopener noreferrer" } : {};

function PlatformMark({ platform }: { platform: ReviewPlatform }) {
  return (
    // Drawn by `.platform-mark` in app.css; only the brand colour is the mark's own.
    <span aria-hidden className="platform-mark" style={{ backgroundColor: platform.color }}>
      {platform.name[0]}
    </span>
  );
}

/**
 * The four platforms with their ratings. A platform links to our profile only when a real
 * profile address exists (app/content/review-platforms.ts); otherwise it is plain text. The card
 * and its parts are drawn by `.platform-card` in app.css.
 */
export function ReviewPlatformGrid() {
  const platforms = usePlatforms();
  return (
    <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {platforms.map((platform) => (
        <li key={platform.id}>
          {createElement(
            platform.url ? "a" : "div",
            { ...profileLink(platform.url), "data-testid": "platform", className: "platform-card" },
            <>
              <PlatformMark platform={platform} />
              <span className="platform-info">
                <span>
                  {platform.name}
                  {platform.url ? (
                    <>
                      <span className="sr-only"> {copy.newTab}</span>
                      <ExternalLink aria-hidden className="size-3.5 text-muted" />
                    </>
                  ) : null}
                </span>
                {/* The star before the rating is drawn by the stylesheet (one picture file, no icon per row). */}
                <span>
                  <span data-testid="platform-rating">{platform.rating.toFixed(1)}</span>
                  <span>{`(${platform.reviewCount} ${copy.reviewsWord})`}</span>
                </span>
              </span>
            </>,
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
                {...profileLink(platform.url)}
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
              // No profile yet: plain text, drawn by `.platform-row` (no border or hover, unlike links).
              <div data-testid="platform-text" className="platform-row">
                <PlatformMark platform={platform} />
                <span>{platform.name}</span>
                <span>{`${platform.rating.toFixed(1)} (${platform.reviewCount} ${copy.reviewsWord})`}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
      <LinkButton variant="secondary" className="mt-2 w-full" {...copy.contact} />
    </NativeDialog>
  );
}
