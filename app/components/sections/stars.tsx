import { ArtImage, byName } from "~/components/art/art-image";

const files = byName(
  import.meta.glob<string>("/app/art/stars/*.svg", { query: "?no-inline", import: "default", eager: true }),
);

/** Rating stars ("Rated 5 out of 5"): one small picture file per number of filled stars. */
export function Stars({
  rating = 5,
  styledByParent = false,
}: {
  rating?: number;
  /** No classes of its own: a list's CSS sizes it (48 rows on /reviews would repeat them). */
  styledByParent?: boolean;
}) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <ArtImage
      src={files[filled]}
      alt={`Rated ${rating} out of 5`}
      width={88}
      height={16}
      className={styledByParent ? undefined : "inline-block shrink-0"}
    />
  );
}
