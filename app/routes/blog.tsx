import { BookOpen, ChevronLeft, ChevronRight, Lightbulb, Search, Tags, X } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { newsletterPageAction } from "~/.server/forms/newsletter";
import { blogFacets, listPublishedPosts } from "~/.server/services/posts/blog";
import {
  ArticleSkeleton,
  isArticleLoading,
  PostCard,
  PostListSkeleton,
  postCardData,
} from "~/components/blog/post-card";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { PageHero } from "~/components/sections/page-hero";
import { LinkButton } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { blogCta, blogFeedLink, blogPage as copy } from "~/content/blog";
import { pageMeta } from "~/lib/meta";
import {
  type BlogFilters,
  blogFiltersFrom,
  blogFiltersSearch,
  MAX_SEARCH_LENGTH,
  POSTS_PER_PAGE,
} from "~/lib/schemas/blog";
import { SKELETON_REGION_ATTRIBUTE } from "~/lib/hydration/loading-skeletons";
import { PENDING_LINK_ATTRIBUTE } from "~/lib/hydration/on-intent";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = (args) => {
  // Only the listing's own parameters filter it (a UTM tag does not): the page cache keys on them.
  const filtered = blogFiltersSearch(blogFiltersFrom(new URLSearchParams(args.location.search))) !== "";
  return pageMeta(args, {
    title: copy.metaTitle,
    description: copy.metaDescription,
    // Filtered and paged views are the same articles again: keep one canonical listing.
    path: "/blog",
    noindex: filtered,
  });
};

export const links: Route.LinksFunction = () => [blogFeedLink];

export async function loader({ request }: Route.LoaderArgs) {
  const filters = blogFiltersFrom(new URL(request.url).searchParams);
  const [list, facets] = await Promise.all([
    listPublishedPosts({
      category: filters.category || undefined,
      tag: filters.tag || undefined,
      search: filters.q || undefined,
      page: filters.page,
      limit: POSTS_PER_PAGE,
    }),
    blogFacets(),
  ]);
  // The tag chips show names only; the categories' counts are on the page.
  const tags = facets.tags.map(({ name }) => ({ name }));
  return { ...list, posts: list.posts.map(postCardData), facets: { ...facets, tags }, filters };
}

export { newsletterPageAction as action };

/** URL of the listing with some filters changed; any change goes back to page 1. */
function listingHref(filters: BlogFilters, changes: Partial<BlogFilters>) {
  return `/blog${blogFiltersSearch({ ...filters, page: 1, ...changes })}`;
}

export default function BlogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, total, page, totalPages, facets, filters } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/blog";
  const hasFilters = Boolean(filters.q || filters.category || filters.tag);
  if (isArticleLoading(navigation, location.pathname)) return <ArticleSkeleton />;

  return (
    // Without the router, the blog's own script shows the skeletons while the next page loads.
    <div className="contents" {...{ [SKELETON_REGION_ATTRIBUTE]: "article" }}>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro}>
        <Form method="get" action="/blog" role="search" className="flex max-w-xl flex-col gap-3 sm:flex-row">
          <label htmlFor="blog-search" className="sr-only">
            {copy.search.label}
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              key={filters.q}
              id="blog-search"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder={copy.search.placeholder}
              height="lg"
              className="pl-10"
            />
          </div>
          {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
          {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
          <Button type="submit" size="lg">
            <Search aria-hidden />
            {copy.search.submit}
          </Button>
        </Form>
      </PageHero>

      <div className="border-b border-slate-200 bg-slate-50">
        <div className="container-page space-y-4 py-6">
          <ChipFilter
            title={copy.filters.categoriesTitle}
            label={copy.filters.categoriesLabel}
            names={facets.categories}
            selected={filters.category}
            href={(category) => listingHref(filters, { category })}
          />
          <ChipFilter
            title={copy.filters.tagsTitle}
            label={copy.filters.tagsLabel}
            names={facets.tags}
            selected={filters.tag}
            href={(tag) => listingHref(filters, { tag })}
            prefix="#"
          />
          {hasFilters ? (
            <div className="flex flex-wrap items-center gap-3 sm:pl-28">
              <Button asChild variant="outline" size="sm">
                <Link discover="none" to="/blog" preventScrollReset>
                  <X aria-hidden />
                  {copy.filters.clear}
                </Link>
              </Button>
            </div>
          ) : null}
        </div>
      </div>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <section
          id="articles"
          aria-labelledby="articles-heading"
          aria-busy={loading}
          {...{ [SKELETON_REGION_ATTRIBUTE]: "list" }}
        >
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="articles-heading" className="text-2xl font-extrabold text-ink">
              {filters.q
                ? copy.results.searchTitle(filters.q)
                : [filters.category, filters.tag && `#${filters.tag}`].filter(Boolean).join(" · ") ||
                  copy.results.latestTitle}
            </h2>
            {!loading ? (
              <p className="text-sm text-muted" aria-live="polite">
                {copy.results.count(total)}
                {totalPages > 1 ? copy.results.pageOf(page, totalPages) : ""}
              </p>
            ) : null}
          </div>

          {loading ? (
            <PostListSkeleton />
          ) : posts.length === 0 ? (
            <div className="rounded-3xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
              <BookOpen aria-hidden className="mx-auto size-10 text-brand-300" />
              <h3 className="mt-4 text-xl font-bold text-ink">{copy.empty.title}</h3>
              <p className="mx-auto mt-2 max-w-md text-ink-soft">{copy.empty.text}</p>
              <LinkButton
                variant="secondary"
                className="mt-6"
                to="/blog"
                label={copy.empty.clear}
                arrow={false}
              />
            </div>
          ) : (
            <>
              <div className="grid gap-6 sm:grid-cols-2">
                {posts.map((post, index) => (
                  <PostCard key={post.slug} post={post} headingLevel="h3" eager={index < 2} />
                ))}
              </div>
              {totalPages > 1 ? <Pagination filters={filters} page={page} totalPages={totalPages} /> : null}
            </>
          )}
        </section>

        <aside aria-label={copy.sidebarLabel} className="space-y-6">
          <NewsletterForm
            variant="sidebar"
            action={`/blog${blogFiltersSearch(filters)}`}
            result={actionData ?? null}
          />

          <section
            aria-labelledby="topics-heading"
            className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card"
          >
            <h2 id="topics-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
              <Tags aria-hidden className="size-5 text-brand-700" />
              {copy.topicsTitle}
            </h2>
            <ul className="topic-list">
              {facets.categories.map(({ name, count }) => (
                <li key={name}>
                  <Link
                    discover="none"
                    to={listingHref(filters, { category: name })}
                    className={filters.category === name ? "text-brand-700" : undefined}
                  >
                    <span>{name}</span>
                    <span>{count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="stats-heading"
            className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card"
          >
            <h2 id="stats-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
              <Lightbulb aria-hidden className="size-5 text-ember-600" />
              {copy.stats.title}
            </h2>
            <ul className="mt-4 grid grid-cols-3 gap-3 text-center lg:grid-cols-1 lg:text-left">
              {[
                ["bg-brand-50", "text-brand-800", `${facets.totalPosts}+`, copy.stats.articles],
                ["bg-ember-50", "text-ember-800", facets.categories.length, copy.stats.topics],
                ["bg-slate-100", "text-ink", copy.stats.tips.value, copy.stats.tips.label],
              ].map(([box, number, value, label]) => (
                <li key={label} className={cn("rounded-xl p-3", box)}>
                  <span className={cn("block font-display text-2xl font-extrabold", number)}>{value}</span>{" "}
                  <span className="text-sm text-ink-soft">{label}</span>
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="blog-cta-heading"
            className="rounded-(--radius-card) bg-brand-950 p-6 text-white shadow-card"
          >
            <h2 id="blog-cta-heading" className="text-lg font-bold">
              {copy.cta.title}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-brand-100">{copy.cta.text}</p>
            <div className="mt-5 grid gap-3">
              <LinkButton to="/contact" label={blogCta.primary} />
              <LinkButton variant="inverse" to="/services" label={blogCta.secondary} arrow={false} />
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}

/** A row of filter chips: a chip selects its filter, or clears it when selected. */
function ChipFilter({
  title,
  label,
  names,
  selected,
  href,
  prefix = "",
}: {
  title: string;
  label: string;
  names: readonly { name: string }[];
  selected: string;
  href: (name: string) => string;
  prefix?: string;
}) {
  if (!names.length) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
      <h2 className="shrink-0 pt-2 text-sm font-bold tracking-wide text-ink uppercase sm:w-24">{title}</h2>
      {/* On phones the chips scroll sideways in one row; from `sm` they wrap. */}
      <ul
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        aria-label={label}
      >
        {names.map(({ name }) => (
          <li key={name}>
            <Link
              discover="none"
              to={href(selected === name ? "" : name)}
              aria-current={selected === name ? "true" : undefined}
              preventScrollReset
              // A press shows at once, while the filtered page loads (ADR 0019).
              {...{ [PENDING_LINK_ATTRIBUTE]: "articles" }}
              className={cn(
                "blog-chip",
                selected === name ? "bg-brand-700 text-white shadow-sm hover:bg-brand-800" : "blog-chip-idle",
              )}
            >
              {prefix}
              {name}
              {selected === name ? <X aria-hidden className="size-3.5" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Pagination({
  filters,
  page,
  totalPages,
}: {
  filters: BlogFilters;
  page: number;
  totalPages: number;
}) {
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav
      aria-label={copy.pagination.label}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link discover="none" to={listingHref(filters, { page: page - 1 })} className="page-link" rel="prev">
          <ChevronLeft aria-hidden className="size-4" />
          {copy.pagination.previous}
        </Link>
      ) : null}
      {pages.map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className="page-link">
            {number}
          </span>
        ) : (
          <Link
            discover="none"
            key={number}
            to={listingHref(filters, { page: number })}
            className="page-link"
            aria-label={copy.pagination.page(number)}
          >
            {number}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link discover="none" to={listingHref(filters, { page: page + 1 })} className="page-link" rel="next">
          {copy.pagination.next}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
