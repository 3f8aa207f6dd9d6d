import { Avatar } from "~/components/sections/avatar";
import { Stars } from "~/components/sections/stars";
import { Badge } from "~/components/ui/badge";
import { type Review, reviewCategoryLabel } from "~/content/reviews";

export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure data-testid="review-card" data-category={review.category} className="review-card">
      <div className="flex items-center justify-between gap-3">
        <Stars rating={review.rating} />
        <Badge variant="neutral">{reviewCategoryLabel(review.category)}</Badge>
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink-soft">“{review.text}”</blockquote>
      <p className="review-service">{review.service}</p>
      <figcaption className="review-by">
        <Avatar name={review.name} size={44} />
        <div className="min-w-0">
          <p className="font-semibold text-ink">{review.name}</p>
          <p className="text-sm text-muted">{review.position}</p>
        </div>
      </figcaption>
    </figure>
  );
}
