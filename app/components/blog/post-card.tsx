import type * as React from "react";
import { ArrowRight, CalendarDays, Clock, UserRound } from "lucide-react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import {
  articleSkeleton,
  POST_SKELETON_COUNT,
  postCardSkeleton,
  postSkeletonGridClass,
  SKELETON_BONE_CLASS,
  type SkeletonShape,
  skeletonStatus,
} from "~/content/blog-skeletons";
import type { BlogPost } from "~/lib/schemas/post";
import { cn } from "~/lib/utils";
import { useSiteDates } from "~/lib/site-dates";

type PostCardData = Omit<BlogPost, "id" | "content" | "authorBio" | "isPublished">;

/** Only what a card shows (a loader's data travels in the page a second time, for hydration). */
export function postCardData(post: PostCardData): PostCardData {
  const { slug, title, excerpt, author, featuredImage, readingTime, publishedAt } = post;
  // A card shows two of each (PostCard).
  const categories = post.categories.slice(0, 2);
  const tags = post.tags.slice(0, 2);
  return { slug, title, excerpt, author, categories, tags, featuredImage, readingTime, publishedAt };
}

/** Featured image of a post, or its title on a gradient when it has none (spec 2.13). */
export function PostImage({
  post,
  className,
  eager = false,
}: {
  /** `featuredImageAlt`: the image's own text alternative (the article page has it; cards do not). */
  post: Pick<PostCardData, "title" | "featuredImage"> & { featuredImageAlt?: string | null };
  /** Its frame's classes instead of the default ones (a component class carrying them). */
  className?: string;
  eager?: boolean;
}) {
  if (post.featuredImage) {
    // Above the fold it is the likely LCP element: a <link rel="preload"> in the head (React 19).
    if (eager) preload(post.featuredImage, { as: "image", fetchPriority: "high" });
    return (
      <img
        src={post.featuredImage}
        alt={post.featuredImageAlt?.trim() || `Illustration for the article “${post.title}”`}
        width={1200}
        height={630}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={className ?? "aspect-[1200/630] w-full bg-brand-50 object-cover"}
      />
    );
  }
  return (
    <div
      aria-hidden
      data-gradient-cover
      className={cn(
        "flex aspect-[1200/630] w-full items-end bg-gradient-to-br from-brand-700 via-brand-800 to-ember-700 p-6",
        className,
      )}
    >
      <span className="line-clamp-3 font-display text-xl font-extrabold text-balance text-white">
        {post.title}
      </span>
    </div>
  );
}

/** One article in the listing grid or the related list. */
export function PostCard({
  post,
  headingLevel = "h2",
  eager = false,
}: {
  post: PostCardData;
  headingLevel?: "h2" | "h3";
  /** Above the fold: load the image at once. */
  eager?: boolean;
}) {
  const dates = useSiteDates();
  const Heading = headingLevel;
  const href = `/blog/${post.slug}`;
  return (
    // Its parts are styled by `.post-card-*` and `.post-meta` in app.css: /blog lists twelve cards.
    <article data-post-card className="group lift-card">
      <Link discover="none" to={href} tabIndex={-1} aria-hidden>
        <PostImage post={post} eager={eager} className="post-card-image" />
      </Link>
      <div className="post-card-body">
        <p className="post-meta">
          <span>
            <Clock aria-hidden />
            {post.readingTime}
          </span>
          <span>
            <CalendarDays aria-hidden />
            <time dateTime={post.publishedAt}>{dates.date(post.publishedAt)}</time>
          </span>
          <span>
            <UserRound aria-hidden />
            {post.author}
          </span>
        </p>
        <Heading className="post-card-title">
          <Link discover="none" to={href}>
            {post.title}
          </Link>
        </Heading>
        <p className="post-card-excerpt">{post.excerpt}</p>
        {post.categories.length || post.tags.length ? (
          <ul className="post-card-topics" aria-label="Topics">
            {post.categories.slice(0, 2).map((category) => (
              <li key={`c-${category}`}>
                <Badge variant="brand">{category}</Badge>
              </li>
            ))}
            {post.tags.slice(0, 2).map((tag) => (
              <li key={`t-${tag}`}>
                <Badge variant="neutral">{`#${tag}`}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="post-card-more">
          <Link discover="none" to={href} className="more-link">
            Read Full Article
            <ArrowRight aria-hidden />
            <span className="sr-only">{`: ${post.title}`}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A skeleton shape (app/content/blog-skeletons.ts) as markup: the blog's own script builds the same. */
function SkeletonBox({
  shape,
  children: first,
  ...props
}: { shape: SkeletonShape } & React.ComponentProps<"div">) {
  if (typeof shape === "string")
    return <div aria-hidden className={`${SKELETON_BONE_CLASS} ${shape}`} {...props} />;
  const [className, children] = shape;
  return (
    <div className={className || undefined} {...props}>
      {first}
      {children.map((child, index) => (
        // The shapes are fixed: their order is their identity.
        <SkeletonBox key={index} shape={child} />
      ))}
    </div>
  );
}

/** Six placeholder cards shown while the list loads (spec 2.13), with a status for screen readers. */
export function PostListSkeleton() {
  return (
    <div className={postSkeletonGridClass} data-testid="blog-skeletons">
      {Array.from({ length: POST_SKELETON_COUNT }, (_, index) => (
        <SkeletonBox key={index} shape={postCardSkeleton} data-post-skeleton="" />
      ))}
      <span className="sr-only" role="status">
        {skeletonStatus.list}
      </span>
    </div>
  );
}

/** Placeholder of an article page while it loads during client navigation (spec 2.14). */
export function ArticleSkeleton() {
  return (
    <SkeletonBox shape={articleSkeleton} data-article-skeleton="" aria-busy="true">
      <span className="sr-only" role="status">
        {skeletonStatus.article}
      </span>
    </SkeletonBox>
  );
}

/** True while a client navigation to another article is loading. */
export function isArticleLoading(
  navigation: { state: string; location?: { pathname: string } },
  currentPathname: string,
) {
  const target = navigation.location?.pathname;
  return (
    navigation.state === "loading" &&
    target !== undefined &&
    target !== currentPathname &&
    /^\/blog\/[^/]+$/.test(target) &&
    target !== "/blog/rss.xml"
  );
}
