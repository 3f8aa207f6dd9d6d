import { and, asc, count, desc, eq, gt, isNull, lte, not, or, type SQL, sql } from "drizzle-orm";
import type { AnalyticsOverview } from "~/lib/schemas/post";
import { POSTS_PER_PAGE, type PostListQuery, type PostListSort } from "~/lib/schemas/post-list";
import { getDb } from "../../db/client";
import { anyContains } from "../../db/contains";
import { blogPosts } from "../../db/schema";
import type { StaffMember } from "~/lib/permissions";
import { columns, readableBy, toCmsPost } from "./cms-posts";
import { notTrashed } from "./not-trashed";

/** The CMS's reading side of posts at scale (the post list, the overview), without loading every post. */

/** The same states as postStatus (lib/schemas/post), as SQL conditions. */
function statusCondition(status: NonNullable<PostListQuery["status"]>, now: Date): SQL {
  const waiting = eq(blogPosts.reviewState, "pending");
  const live = eq(blogPosts.isPublished, true);
  return {
    pending: and(not(blogPosts.isPublished), waiting),
    draft: and(not(blogPosts.isPublished), or(isNull(blogPosts.reviewState), not(waiting))),
    scheduled: and(live, gt(blogPosts.publishedAt, now)),
    published: and(live, lte(blogPosts.publishedAt, now)),
  }[status] as SQL;
}

function whereOf(query: PostListQuery, now: Date, readable: SQL | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [notTrashed, readable];
  if (query.q) conditions.push(anyContains(query.q, [blogPosts.title, blogPosts.author]));
  if (query.status) conditions.push(statusCondition(query.status, now));
  if (query.category) conditions.push(sql`${blogPosts.categories} @> array[${query.category}]::text[]`);
  if (query.author) conditions.push(eq(blogPosts.author, query.author));
  return and(...conditions);
}

const orderings: Record<PostListSort, SQL[]> = {
  "date-desc": [desc(blogPosts.publishedAt), desc(blogPosts.createdAt), asc(blogPosts.id)],
  "date-asc": [asc(blogPosts.publishedAt), asc(blogPosts.createdAt), asc(blogPosts.id)],
  "title-asc": [asc(sql`lower(${blogPosts.title})`), asc(blogPosts.id)],
  "title-desc": [desc(sql`lower(${blogPosts.title})`), asc(blogPosts.id)],
};

export type PostListPage = Awaited<ReturnType<typeof listPostPage>>;

/**
 * One page of the CMS post list: of the posts `viewer` may read (lib/permissions' mayReadPost),
 * or of every post without one (the system, tests of the list itself).
 */
export async function listPostPage(query: PostListQuery, now = new Date(), viewer?: StaffMember) {
  const db = getDb();
  const readable = viewer ? readableBy(viewer, now) : undefined;
  const where = whereOf(query, now, readable);
  const inList = and(notTrashed, readable);
  const [[matching], [everything], categoryRows, authorRows] = await Promise.all([
    db.select({ total: count() }).from(blogPosts).where(where),
    db.select({ total: count() }).from(blogPosts).where(inList),
    db
      .selectDistinct({ name: sql<string>`unnest(${blogPosts.categories})`.as("name") })
      .from(blogPosts)
      .where(inList)
      .orderBy(sql`name`),
    db.selectDistinct({ name: blogPosts.author }).from(blogPosts).where(inList).orderBy(blogPosts.author),
  ]);
  const total = matching?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  const rows =
    total === 0
      ? []
      : await db
          .select(columns)
          .from(blogPosts)
          .where(where)
          .orderBy(...orderings[query.sort])
          .limit(POSTS_PER_PAGE)
          .offset((page - 1) * POSTS_PER_PAGE);
  return {
    posts: rows.map((row) => toCmsPost(row, now.getTime())),
    total,
    allPosts: everything?.total ?? 0,
    page,
    pageCount,
    categories: categoryRows.map((row) => row.name),
    authors: authorRows.map((row) => row.name),
  };
}

const distinctTopics = (column: typeof blogPosts.tags | typeof blogPosts.categories) =>
  sql<number>`(select count(distinct lower(t)) from ${blogPosts}, unnest(${column}) t where ${notTrashed})`.mapWith(
    Number,
  );

/**
 * The Overview's numbers (spec 3's analytics overview) in one query: the five most recent posts,
 * each row carrying the counts over the whole table (window aggregates are computed before the
 * limit; the distinct category and tag counts are uncorrelated subqueries, run once).
 */
export async function postOverview(now = new Date(), viewer?: StaffMember): Promise<AnalyticsOverview> {
  const live = sql`${blogPosts.isPublished} and ${blogPosts.publishedAt}`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await getDb()
    .select({
      ...columns,
      totalPosts: sql<number>`count(*) over ()`.mapWith(Number),
      publishedPosts: sql<number>`count(*) filter (where ${live} <= ${at}) over ()`.mapWith(Number),
      scheduledPosts: sql<number>`count(*) filter (where ${live} > ${at}) over ()`.mapWith(Number),
      totalCategories: distinctTopics(blogPosts.categories),
      totalTags: distinctTopics(blogPosts.tags),
    })
    .from(blogPosts)
    // A viewer's counts and recent posts are of the posts they may read (mayReadPost).
    .where(and(notTrashed, viewer ? readableBy(viewer, now) : undefined))
    .orderBy(...orderings["date-desc"])
    .limit(5);
  const {
    totalPosts = 0,
    publishedPosts = 0,
    scheduledPosts = 0,
    totalCategories = 0,
    totalTags = 0,
  } = rows[0] ?? {};
  const draftPosts = totalPosts - publishedPosts - scheduledPosts;
  const recentPosts = rows.map((row) => toCmsPost(row, now.getTime()));
  return { totalPosts, publishedPosts, scheduledPosts, draftPosts, totalCategories, totalTags, recentPosts };
}
