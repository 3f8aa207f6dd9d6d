import { Avatar } from "~/components/sections/avatar";
import { type Review, reviewCategoryLabel } from "~/content/reviews";

/** Its parts are styled by `.review-card` in app.css: 48 cards on /reviews would repeat the lists. */
export function ReviewCard({ review }: { review: Review }) {
  // The row of stars is the 5-star picture, drawn by `.review-card` in app.css (no image element
  // per card): every review is rated 5, and this line stops compiling the day one may not be.
  const rating: 5 = review.rating;
  return (
    <figure className="review-card">
      <div>
        <span role="img" aria-label={`Rated ${rating} out of 5`} />
        {/* Drawn as a neutral badge by `.review-card > div > span + span`. */}
        <span>{reviewCategoryLabel(review.category)}</span>
      </div>
      <blockquote>{`“${review.text}”`}</blockquote>
      <p>{review.service}</p>
      <figcaption>
        {/* 44 px, set by `.review-card > figcaption` (no style per card); the name is printed beside it. */}
        <Avatar name={review.name} decorative />
        <p>{review.name}</p>
        <p>{review.position}</p>
      </figcaption>
    </figure>
  );
}
