import { ArrowDown, Check, PlayCircle } from "lucide-react";
import { EmptyResults } from "~/components/marketing/empty-results";
import {
  emptyOptions,
  FilterChips,
  filterItem,
  filterOnly,
  useFilterChoice,
} from "~/components/marketing/filter-chips";
import { LeaveReviewDialog, ReviewPlatformGrid } from "~/components/marketing/review-platforms";
import { ReviewCard } from "~/components/marketing/review-card";
import { VideoTestimonialCard } from "~/components/marketing/video-testimonial-card";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { isReviewFilter, reviewCategories, reviews, reviewsPage } from "~/content/reviews";
import { videoTestimonials } from "~/content/video-testimonials";
import { copyMeta } from "~/lib/meta";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = copyMeta(reviewsPage, { path: "/reviews" });

const SHOW_ALL_ID = "reviews-show-all";

/**
 * "Show all" for the unfiltered list, as a checkbox and CSS like the chips (no script, first tap
 * answered at once): while "all" is chosen and the box is clear, cards past `firstShown` are
 * hidden. A chosen category shows its few cards whole.
 */
function ShowAllToggle({ firstShown, label }: { firstShown: number; label: string }) {
  const allChosen = `#reviews:has([name=category][value=all]:checked)`;
  const css = [
    `${allChosen}:not(:has(#${SHOW_ALL_ID}:checked)) [data-category]:nth-child(n+${firstShown + 1}){display:none}`,
    `#reviews:not(${allChosen}) [data-show-all]{display:none}`,
  ].join("\n");
  return (
    <div data-show-all className="mt-8 text-center">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rules built from our own constants */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      {/* Drawn by `.show-all` in app.css, like a chip. */}
      <label className="show-all group">
        <input id={SHOW_ALL_ID} type="checkbox" className="sr-only" />
        {/* One name whatever the state (the box's checked state says which): a check mark shows it. */}
        <Check aria-hidden className="mr-2 hidden size-4 text-success-600 group-has-checked:inline" />
        {label}
      </label>
    </div>
  );
}

export default function ReviewsPage() {
  const { hero, claims, grid, videos, platforms, cta } = reviewsPage;
  const hasRecordings = videoTestimonials.some((video) => video.videoUrl);
  const selected = useFilterChoice(isReviewFilter);
  // Every card is rendered; the chips' CSS shows the chosen category's, its count and, for a
  // category without reviews (or one we don't list), the spec's 'No reviews found' (ADR 0019).
  const countOf = (id: string) =>
    id === "all" ? reviews.length : reviews.filter((review) => review.category === id).length;
  const emptyFor = emptyOptions(
    reviewCategories,
    reviews.map((review) => review.category),
  );
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actionsClassName="mt-8 flex flex-col gap-3 sm:flex-row"
        below={
          // Drawn by `.hero-claims` in app.css (no class list per claim).
          <dl className="hero-claims">
            {claims.map((claim) => (
              <div key={claim.label}>
                <dt>{claim.label}</dt>
                <dd>{claim.value}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <Button asChild size="lg">
          <a href={hero.readReviews.href}>
            <ArrowDown aria-hidden />
            {hero.readReviews.label}
          </a>
        </Button>
        {/* Only when the section below has a recording to play: no link to an empty section (ADR 0025). */}
        {hasRecordings ? (
          <Button asChild size="lg" variant="inverse">
            <a href={hero.watchVideos.href}>
              <PlayCircle aria-hidden />
              {hero.watchVideos.label}
            </a>
          </Button>
        ) : null}
      </PageHero>

      <Section id="reviews" heading={grid}>
        <FilterChips
          className="mt-8"
          options={reviewCategories}
          selected={selected}
          basePath="/reviews"
          scope="reviews"
          label={grid.filterLabel}
        />
        <p className="mt-6 text-center text-sm text-muted" aria-live="polite">
          {reviewCategories
            .filter((category) => countOf(category.id) > 0)
            .map((category) => (
              <span key={category.id} {...filterOnly(category.id)}>
                {`${countOf(category.id)} ${grid.countSuffix}`}
              </span>
            ))}
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            // The item carries only the category the filter reads: 48 cards would repeat anything more.
            <li key={review.name} {...filterItem(review.category)}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
        <ShowAllToggle firstShown={grid.firstShown} label={`${grid.showAll} (${reviews.length})`} />
        <EmptyResults {...grid.empty} to="/reviews#reviews" only={emptyFor} role="status" />
      </Section>

      <Section id="video-testimonials" className="bg-slate-50" heading={videos}>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {videoTestimonials.map((video) => (
            <VideoTestimonialCard key={video.id} video={video} watchLabel={videos.watchLabel} />
          ))}
        </div>
      </Section>

      <Section id="platforms" flush heading={platforms}>
        <ReviewPlatformGrid />
        <div className="mt-10 text-center">
          <LeaveReviewDialog />
        </div>
      </Section>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
