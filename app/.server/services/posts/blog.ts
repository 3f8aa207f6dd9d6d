import { and, arrayContains, arrayOverlaps, count, desc, eq, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { mayReadPost, type PostForReading, type StaffMember } from "~/lib/permissions";
import type { BlogListQuery } from "~/lib/schemas/blog";
import { parseMediaFile } from "~/lib/schemas/media";
import { type BlogPost, type BlogPostPage, postStatus } from "~/lib/schemas/post";
import { getDb } from "../../db/client";
import { type BlogPostRow, blogPosts, cmsUsers, media } from "../../db/schema";
import { findAuthor } from "./authors";
import { findRow } from "./cms-posts";
import { notTrashed } from "./not-trashed";
import { websearchText } from "./search-query";
import { findSlugRedirect } from "./slug-redirects";

export type { BlogPost, BlogPostPage };

/** A card in a list: everything but the body. */
export type BlogPostSummary = Omit<BlogPost, "content">;

type BlogList<T> = { posts: T[]; total: number; page: number; limit: number; totalPages: number };

/** Drops the page-only fields (SEO overrides) from a post. */
export function toPublicPost(post: BlogPostPage): BlogPost {
  const { seoTitle: _seoTitle, seoDescription: _seoDescription, updatedAt: _updatedAt, ...rest } = post;
  return rest;
}

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  authorBio: blogPosts.authorBio,
  categories: blogPosts.categories,
  tags: blogPosts.tags,
  featuredImage: blogPosts.featuredImage,
  readingTime: blogPosts.readingTime,
  publishedAt: blogPosts.publishedAt,
  isPublished: blogPosts.isPublished,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: BlogPostRow[K] };

function toSummary(row: SummaryRow): BlogPostSummary {
  const keys = Object.keys(summaryColumns) as (keyof SummaryRow)[];
  const summary = Object.fromEntries(keys.map((key) => [key, row[key]])) as SummaryRow;
  return { ...summary, publishedAt: row.publishedAt.toISOString() };
}

/** A post with the fields only its page shows. */
function toPostPage(row: BlogPostRow): BlogPostPage {
  const { content, seoTitle, seoDescription } = row;
  return { ...toSummary(row), content, seoTitle, seoDescription, updatedAt: row.updatedAt.toISOString() };
}

/** Visible to the public: published, and not dated in the future. */
export function isVisible(now: Date = new Date()): SQL {
  return and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, now), notTrashed) as SQL;
}

/** One page of published posts, newest first (by ts_rank for a search), filtered by category, tag, search. */
export async function listPublishedPosts<Full extends boolean = false>(
  query: BlogListQuery,
  { withContent, now = new Date() }: { withContent?: Full; now?: Date } = {},
): Promise<BlogList<Full extends true ? BlogPost : BlogPostSummary>> {
  const db = getDb();
  query = {
    ...query,
    category: stripControlCharacters(query.category),
    tag: stripControlCharacters(query.tag),
    search: stripControlCharacters(query.search),
  };
  const conditions: SQL[] = [isVisible(now)];
  if (query.category) conditions.push(arrayContains(blogPosts.categories, [query.category]));
  if (query.tag) conditions.push(arrayContains(blogPosts.tags, [query.tag]));
  // Never the raw text: see websearchText for the inputs the database itself would refuse.
  const tsQuery = query.search
    ? sql`websearch_to_tsquery('english', ${websearchText(query.search)})`
    : undefined;
  if (tsQuery) conditions.push(sql`${blogPosts.searchVector} @@ ${tsQuery}`);
  const where = and(...conditions);

  const rank = tsQuery ? [desc(sql`ts_rank(${blogPosts.searchVector}, ${tsQuery})`)] : [];
  const offset = (query.page - 1) * query.limit;
  // The page and the count of every match in one query (a query's fixed cost is a good part of
  // an uncached listing's render); a page past the end has no row to carry the count.
  const matching = sql<number>`count(*) over ()`.mapWith(Number);
  const rows = await db
    .select({ ...summaryColumns, content: withContent ? blogPosts.content : sql<null>`null`, matching })
    .from(blogPosts)
    .where(where)
    .orderBy(...rank, desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(query.limit)
    .offset(offset);
  const total =
    rows[0]?.matching ??
    (offset === 0 ? 0 : (await db.select({ total: count() }).from(blogPosts).where(where))[0].total);
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  const posts = rows.map(({ content, matching: _matching, ...row }) =>
    withContent ? { ...toSummary(row), content } : toSummary(row),
  ) as (Full extends true ? BlogPost : BlogPostSummary)[];
  return { posts, total, page: query.page, limit: query.limit, totalPages };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** Filter values come from URLs; control characters (NUL above all) are not text PostgreSQL accepts. */
const stripControlCharacters = (value: string | undefined) =>
  value?.replace(controlCharacters, "").trim() || undefined;

/** A slug no post can have (PostgreSQL cannot store or compare NUL). */
const impossibleSlug = (slug: string) =>
  !slug || slug.length > 200 || slug !== slug.replace(controlCharacters, "");

/** One published post by slug, or null (drafts and future-dated posts are not found). */
export async function getPublishedPost(slug: string, now: Date = new Date()): Promise<BlogPostPage | null> {
  if (impossibleSlug(slug)) return null;
  const [row] = await getDb()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isVisible(now)))
    .limit(1);
  return row ? toPostPage(row) : null;
}

/** The article page's post: the page fields plus what only the page shows. */
type Article = Awaited<ReturnType<typeof toArticle>>;

/** Who may see an unpublished post: a staff member those their role may read, a preview link its one post. */
export type PreviewGrant = { staff: StaffMember | null; postId: string | null };

export type ArticleLookup =
  | { kind: "article"; article: Article; preview: boolean }
  | { kind: "redirect"; slug: string }
  | { kind: "missing" };

const noGrant: PreviewGrant = { staff: null, postId: null };

/**
 * What /blog/{slug} shows: a visible post owning the slug; else, for someone granted a preview, the
 * draft or scheduled post owning it; else a redirect to the current slug of the post that used to
 * live there (if the requester may see it); else nothing. `grant` is asked only when no visible
 * post answers, so readers of live articles cost no session or token check.
 */
export async function findArticle(
  slug: string,
  { grant = async () => noGrant, now = new Date() }: { grant?: () => Promise<PreviewGrant>; now?: Date } = {},
): Promise<ArticleLookup> {
  if (impossibleSlug(slug)) return { kind: "missing" };
  // A post in the Trash is gone for everyone, a preview link or a signed-in editor included.
  const [row] = await getDb()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), notTrashed))
    .limit(1);
  const visible = (post: { isPublished: boolean; publishedAt: Date }) =>
    postStatus(post, now.getTime()) === "published";
  if (row && visible(row)) return { kind: "article", article: await toArticle(row, now), preview: false };
  const granted = await grant();
  const mayPreview = (post: PostForReading & { id: string }) =>
    granted.postId === post.id || (granted.staff !== null && mayReadPost(granted.staff, post, now.getTime()));
  if (row && mayPreview(row)) return { kind: "article", article: await toArticle(row, now), preview: true };
  const moved = await findSlugRedirect(slug);
  if (moved && (visible(moved) || mayPreview({ ...moved, id: moved.postId })))
    return { kind: "redirect", slug: moved.slug };
  // A preview link names its post by id: a draft renamed before it was ever live has no redirect,
  // so the link follows the post itself (from an address no other post holds now).
  const named = !row && granted.postId ? await findRow(granted.postId) : undefined;
  if (named && named.slug !== slug) return { kind: "redirect", slug: named.slug };
  return { kind: "missing" };
}

async function toArticle(row: BlogPostRow, now: Date) {
  const [authorProfile, libraryAlt] = await Promise.all([
    findAuthor(row.authorId),
    row.featuredImageAlt?.trim() ? null : mediaAlt(row.featuredImage),
  ]);
  const { publishedAt, updatedAt } = row;
  return {
    ...toPostPage(row),
    status: postStatus(row, now.getTime()),
    /** The featured image's text alternative (the post's, else the library's), or null if none is set. */
    featuredImageAlt: row.featuredImageAlt?.trim() || libraryAlt || null,
    /** JSON-LD dateModified: the last content save, never before the publish date. */
    // An edit before the (scheduled) publication is not a modification readers saw.
    dateModified: new Date(Math.max(updatedAt.getTime(), publishedAt.getTime())).toISOString(),
    /** The staff profile the post names as its author, as it is now. */
    authorProfile,
  };
}

/** The library's alt text of a /media/{id}.webp image, for posts saved without their own. */
async function mediaAlt(imageUrl: string | null): Promise<string | null> {
  const file = imageUrl && /^\/media\/([^/?#]+)$/.exec(imageUrl)?.[1];
  const parsed = file ? parseMediaFile(file) : undefined;
  if (!parsed) return null;
  const [row] = await getDb().select({ alt: media.alt }).from(media).where(eq(media.id, parsed.id)).limit(1);
  return row?.alt.trim() || null;
}

export const MAX_RELATED_POSTS = 3;

/** Up to 3 other published posts sharing any category or tag (spec 9): sharing the most first, then newest. */
export async function relatedPosts(
  post: Pick<BlogPost, "slug" | "categories" | "tags">,
  now: Date = new Date(),
): Promise<BlogPostSummary[]> {
  const shared: SQL[] = [];
  if (post.categories.length) shared.push(arrayOverlaps(blogPosts.categories, post.categories));
  if (post.tags.length) shared.push(arrayOverlaps(blogPosts.tags, post.tags));
  if (!shared.length) return [];
  const rows = await getDb()
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isVisible(now), ne(blogPosts.slug, post.slug), or(...shared)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(50);
  const categories = new Set(post.categories);
  const tags = new Set(post.tags);
  const overlap = (row: SummaryRow) =>
    row.categories.filter((c) => categories.has(c)).length + row.tags.filter((t) => tags.has(t)).length;
  return rows
    .map((row, index) => ({ row, index, score: overlap(row) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_RELATED_POSTS)
    .map(({ row }) => toSummary(row));
}

export type TopicCount = { name: string; count: number };

export const MAX_FILTER_TAGS = 8;

/** The listing's filters and figures: every category of published posts, the 8 most used tags, the count. */
export async function blogFacets(now: Date = new Date()) {
  const visible = isVisible(now);
  // One query, not three: on the embedded database each query's fixed cost is most of its cost.
  const topics = (column: typeof blogPosts.categories | typeof blogPosts.tags, order: string, limit: SQL) =>
    sql`coalesce((select json_agg(json_build_object('name', topic, 'count', uses) order by ${sql.raw(order)}) from (select topic, count(*)::int as uses from ${blogPosts}, unnest(${column}) as topic where ${visible} group by topic order by ${sql.raw(order)} ${limit}) as counted), '[]'::json)`;
  type Topics = TopicCount[] | string;
  const { rows } = await getDb().execute<{ categories: Topics; tags: Topics; total: number }>(
    sql`select ${topics(blogPosts.categories, "lower(topic), topic", sql``)} as categories, ${topics(blogPosts.tags, "uses desc, lower(topic), topic", sql`limit ${MAX_FILTER_TAGS}`)} as tags, (select count(*)::int from ${blogPosts} where ${visible}) as total`,
  );
  const counts = (list: Topics | undefined): TopicCount[] =>
    (typeof list === "string" ? (JSON.parse(list) as TopicCount[]) : (list ?? [])).map(({ name, count }) => ({
      name,
      count: Number(count),
    }));
  const [row] = rows;
  return {
    categories: counts(row?.categories),
    tags: counts(row?.tags),
    totalPosts: Number(row?.total ?? 0),
  };
}

/** Published posts for the RSS feed, newest first. */
export async function feedPosts(
  limit = 50,
  now: Date = new Date(),
): Promise<(BlogPostSummary & { lead: string })[]> {
  const rows = await getDb()
    .select({
      ...summaryColumns,
      // The start of the body, only where the excerpt is blank: the feed summarizes from it.
      lead: sql<string>`case when btrim(${blogPosts.excerpt}) = '' then left(${blogPosts.content}, 4000) else '' end`,
    })
    .from(blogPosts)
    .where(isVisible(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(({ lead, ...row }) => ({ ...toSummary(row), lead: lead ?? "" }));
}

/**
 * A fingerprint of everything the public blog pages show (the page cache empties when it moves): a
 * post becoming visible, added, removed or edited, or a staff profile changing.
 */
export async function blogContentVersion(now: Date = new Date()): Promise<string> {
  const [row] = await getDb()
    .select({
      visible: sql<number>`count(*) filter (where ${isVisible(now)})::int`,
      total: sql<number>`count(*)::int`,
      // A post restored as another goes to the Trash leaves the counts as they were.
      trashed: sql<string | null>`max(${blogPosts.trashedAt})::text`,
      updated: sql<string | null>`max(${blogPosts.updatedAt})::text`,
      // Articles show their author's profile as it is now.
      profiles: sql<string | null>`(select max(${cmsUsers.updatedAt})::text from ${cmsUsers})`,
    })
    .from(blogPosts);
  return `${row?.visible}:${row?.total}:${row?.updated}:${row?.profiles}:${row?.trashed}`;
}
