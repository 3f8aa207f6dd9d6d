import { Avatar } from "~/components/sections/avatar";
import { Stars } from "~/components/sections/stars";
import { type Review, reviewCategoryLabel } from "~/content/reviews";

/** Its parts are styled by `.review-card` in app.css: 48 cards on /reviews would repeat the lists. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="review-card">
      <div>
        <Stars rating={review.rating} styledByParent />
        {/* Drawn as a neutral badge by `.review-card > div > span`. */}
        <span>{reviewCategoryLabel(review.category)}</span>
      </div>
      <blockquote>{`“${review.text}”`}</blockquote>
      <p>{review.service}</p>
      <figcaption>
        {/* 44 px, set by `.review-card > figcaption` (no style per card). */}
        <Avatar name={review.name} />
        <div>
          <p>{review.name}</p>
          <p>{review.position}</p>
        </div>
      </figcaption>
    </figure>
  );
}
