import { CalendarDays, Clock } from "lucide-react";
import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { newsletterPageAction } from "~/.server/forms/newsletter";
import { findArticle, relatedPosts } from "~/.server/services/posts/blog";
import { previewGrant } from "~/.server/http/guards";
import { ArticleAuthor } from "~/components/blog/article-author";
import {
  ArticleSkeleton,
  isArticleLoading,
  PostCard,
  PostImage,
  postCardData,
} from "~/components/blog/post-card";
import { PreviewBanner } from "~/components/blog/preview-banner";
import { ShareButtons } from "~/components/blog/share-buttons";
import { Breadcrumbs } from "~/components/shop/breadcrumbs";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { Markdown } from "~/components/markdown";
import { Badge } from "~/components/ui/badge";
import { LinkButton } from "~/components/sections/section";
import { articlePage as copy, blogCta, blogFeedLink } from "~/content/blog";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { absoluteUrl, pageMeta, publicUrlFrom, usePublicUrl } from "~/lib/meta";
import { ogImagePath } from "~/lib/og-image";
import { notFound } from "~/lib/route-errors";
import { SKELETON_REGION_ATTRIBUTE } from "~/lib/hydration/loading-skeletons";
import type { Route } from "./+types/blog-post";
import { siteSettingsFrom } from "~/lib/site-settings";
import { useSiteDates } from "~/lib/site-dates";

/**
 * A live article; a draft or scheduled one as an uncached, unindexed preview for an editor or a
 * preview link's holder; or a 301 from a former slug.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const found = await findArticle(params.slug, { grant: () => previewGrant(request) });
  if (found.kind === "redirect") {
    // The query goes along: a preview link keeps working after a rename, and so do UTM tags.
    const { search } = new URL(request.url);
    throw redirect(`/blog/${encodeURIComponent(found.slug)}${search}`, 301);
  }
  if (found.kind === "missing") notFound("article");
  const { article: post, preview } = found;
  const related = (await relatedPosts(post)).map(postCardData);
  if (!preview) return { post, related, preview: null };
  const viaLink = new URL(request.url).searchParams.has("preview");
  return data(
    { post, related, preview: { status: post.status, viaLink } },
    {
      headers: {
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
        // A preview link's token must not travel to the sites the article links to.
        "Referrer-Policy": "no-referrer",
      },
    },
  );
}

/** A preview's own headers (private, noindex); live articles keep the site's defaults. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export { newsletterPageAction as action };

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) {
    return pageMeta(args, {
      title: copy.notFound.title,
      description: copy.notFound.text,
      noindex: true,
    });
  }
  const publicUrl = publicUrlFrom(args.matches);
  return pageMeta(args, {
    title: post.seoTitle || post.title,
    description: post.seoDescription || post.excerpt || post.title,
    type: "article",
    noindex: Boolean(args.loaderData?.preview),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        dateModified: post.dateModified,
        author: {
          "@type": "Person",
          name: post.authorProfile?.name ?? post.author,
          ...(authorBio(post) ? { description: authorBio(post) } : {}),
          ...(post.authorProfile?.avatarUrl
            ? { image: absoluteUrl(publicUrl, post.authorProfile.avatarUrl) }
            : {}),
        },
        publisher: {
          "@type": "Organization",
          name: siteSettingsFrom(args.matches).business.name,
          url: absoluteUrl(publicUrl, "/"),
          logo: { "@type": "ImageObject", url: absoluteUrl(publicUrl, "/apple-touch-icon.png") },
        },
        mainEntityOfPage: absoluteUrl(publicUrl, `/blog/${post.slug}`),
        image: [
          absoluteUrl(publicUrl, ogImagePath(`/blog/${post.slug}`)),
          ...(post.featuredImage ? [absoluteUrl(publicUrl, post.featuredImage)] : []),
        ],
        keywords: [...post.categories, ...post.tags].join(", "),
      },
      breadcrumbJsonLd(publicUrl, articleCrumbs(post)),
    ],
  });
};

export const links: Route.LinksFunction = () => [blogFeedLink];

export default function BlogPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const dates = useSiteDates();
  const { post, related, preview } = loaderData;
  const publicUrl = usePublicUrl();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  if (isArticleLoading(navigation, pathname)) return <ArticleSkeleton />;

  return (
    // Without the router, the blog's own script shows the skeleton while the next article loads.
    <article {...{ [SKELETON_REGION_ATTRIBUTE]: "article" }}>
      {preview ? (
        <PreviewBanner
          status={preview.status}
          publishedAt={post.publishedAt}
          editUrl={preview.viaLink ? null : `/cms/posts/${encodeURIComponent(post.id)}`}
        />
      ) : null}
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="container-page max-w-4xl pt-8 pb-10 sm:pt-12 sm:pb-14">
          <Breadcrumbs items={articleCrumbs(post)} />

          {post.categories.length ? (
            <ul className="mt-6 flex flex-wrap gap-2" aria-label={copy.categoriesLabel}>
              {post.categories.map((category) => (
                <li key={category}>
                  <Link discover="none" to={`/blog?category=${encodeURIComponent(category)}`}>
                    <Badge variant="brand" size="md" className="hover:bg-brand-100">
                      {category}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}

          <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-ink sm:text-4xl lg:text-5xl">
            {post.title}
          </h1>
          {post.excerpt ? <p className="mt-4 text-lg leading-relaxed text-ink-soft">{post.excerpt}</p> : null}

          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <ArticleAuthor
              name={post.authorProfile?.name ?? post.author}
              bio={authorBio(post)}
              avatarUrl={post.authorProfile?.avatarUrl ?? null}
            >
              <p className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays aria-hidden className="size-4" />
                  <time dateTime={post.publishedAt}>{dates.date(post.publishedAt)}</time>
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Clock aria-hidden className="size-4" />
                  {post.readingTime}
                </span>
              </p>
            </ArticleAuthor>
            <ShareButtons url={absoluteUrl(publicUrl, `/blog/${post.slug}`)} title={post.title} />
          </div>
        </div>
      </header>

      <div className="container-page max-w-4xl py-10 sm:py-14">
        {post.featuredImage ? (
          <figure className="-mt-2 mb-10 overflow-hidden rounded-3xl border border-slate-200 shadow-card">
            <PostImage post={post} eager />
          </figure>
        ) : null}

        <Markdown content={post.content} className="mx-auto max-w-3xl text-base sm:text-lg" />

        {post.tags.length ? (
          <div className="mx-auto mt-12 max-w-3xl border-t border-slate-200 pt-6">
            <h2 className="text-sm font-bold tracking-wide text-ink uppercase">{copy.tagsTitle}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    discover="none"
                    to={`/blog?tag=${encodeURIComponent(tag)}`}
                    className="inline-flex rounded-full bg-slate-100 px-3 py-1.5 text-sm font-semibold text-ink-soft ring-1 ring-slate-200 ring-inset hover:bg-brand-50 hover:text-brand-800"
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <section
          aria-labelledby="consult-heading"
          className="relative mx-auto mt-14 max-w-3xl overflow-hidden rounded-3xl bg-brand-800 px-6 py-10 text-white shadow-lift sm:px-10"
        >
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(30rem_15rem_at_100%_0%,rgb(248_99_16/0.35),transparent)]"
          />
          <div className="relative">
            <p className="eyebrow text-ember-300">{copy.consultation.eyebrow}</p>
            <h2 id="consult-heading" className="mt-2 text-2xl font-extrabold sm:text-3xl">
              {copy.consultation.title}
            </h2>
            <p className="mt-3 max-w-xl text-brand-100">{copy.consultation.text}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <LinkButton size="lg" to="/contact" label={blogCta.primary} />
              <LinkButton
                size="lg"
                variant="inverse"
                to="/services"
                label={blogCta.secondary}
                arrow={false}
              />
            </div>
          </div>
        </section>

        <NewsletterForm
          variant="article"
          // A preview link's token stays on the address the form answers to.
          action={`/blog/${post.slug}${preview?.viaLink ? search : ""}`}
          result={actionData ?? null}
          className="mx-auto mt-10 max-w-3xl"
        />
      </div>

      {related.length ? (
        <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-slate-50">
          <div className="container-page section">
            <h2 id="related-heading" className="text-2xl font-extrabold text-ink sm:text-3xl">
              {copy.relatedTitle}
            </h2>
            <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <PostCard key={item.slug} post={item} headingLevel="h3" />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** Home / Blog / the article, for the page and its JSON-LD. */
function articleCrumbs(post: { title: string; slug: string }) {
  return [
    { name: copy.breadcrumb.home, path: "/" },
    { name: copy.breadcrumb.blog, path: "/blog" },
    { name: post.title, path: `/blog/${post.slug}` },
  ];
}

/** The profile's bio as it is now, else the post's own (spec's authorBio). */
function authorBio(post: { authorProfile: { bio: string | null } | null; authorBio: string | null }) {
  return post.authorProfile?.bio || post.authorBio || null;
}
