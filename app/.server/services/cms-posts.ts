import { and, desc, eq, getTableColumns, like, ne } from "drizzle-orm";
import { readingTime, slugOrFallback } from "~/lib/posts";
import { type AnalyticsOverview, type CmsPost, type PostInput, postStatus } from "~/lib/schemas/post";
import { getDb } from "../db/client";
import { type BlogPostRow, blogPosts } from "../db/schema";
import { HttpError } from "../http/errors";

/**
 * The CMS side of blog posts: every post, drafts included, and the whole lifecycle. The public
 * blog reads the same table (published = isPublished and publishedAt <= now), so a change here
 * shows there at once.
 */

export function toCmsPost(row: PostRow, now = Date.now()): CmsPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    authorBio: row.authorBio,
    categories: row.categories,
    tags: row.tags,
    featuredImage: row.featuredImage,
    readingTime: row.readingTime,
    publishedAt: row.publishedAt.toISOString(),
    isPublished: row.isPublished,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: postStatus(row, now),
  };
}

/**
 * Every column but the generated search vector. Taken from the table itself, so a new column is
 * selected (and typed) without a list to keep in step.
 */
const { searchVector: _searchVector, ...columns } = getTableColumns(blogPosts);
type PostRow = Omit<BlogPostRow, "searchVector">;

/** Every post, newest publish date first. */
export async function listAllPosts(): Promise<CmsPost[]> {
  const rows = await getDb()
    .select(columns)
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
  const now = Date.now();
  return rows.map((row) => toCmsPost(row, now));
}

async function findRow(id: string) {
  const [row] = await getDb().select(columns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

function slugTaken(slug: string) {
  return new HttpError(
    409,
    `The slug "${slug}" is already used by another post. Please choose a different slug.`,
    {
      slug: "This slug is already used by another post",
    },
  );
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    current = current.cause as typeof current, depth++
  ) {
    if (current.code === "23505") return !current.constraint || current.constraint.includes(constraint);
  }
  return false;
}

async function assertSlugFree(slug: string, exceptId?: string) {
  const [row] = await getDb()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  if (row && row.id !== exceptId) throw slugTaken(slug);
}

/**
 * The slug to save. A typed slug is normalized (slugify) and kept as typed: when another post
 * has it, the editor gets a 409 naming the field, since they chose that address. A slug left
 * empty comes from the title, and if that is taken, the first free of `-2`, `-3`... is used.
 */
async function slugFor(input: PostInput, id: string): Promise<string> {
  const slug = slugOrFallback(input.slug, input.title, id);
  if (!slug)
    throw new HttpError(400, "Please check the highlighted fields.", {
      slug: "Slug must contain a letter or a digit",
    });
  if (input.slug.trim()) {
    await assertSlugFree(slug, id);
    return slug;
  }
  const taken = await getDb()
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(like(blogPosts.slug, `${slug}%`), ne(blogPosts.id, id)));
  const used = new Set(taken.map((row) => row.slug));
  let candidate = slug;
  for (let n = 2; used.has(candidate); n++) candidate = `${slug}-${n}`;
  return candidate;
}

function fieldsOf(input: PostInput, slug: string) {
  return {
    slug,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
    authorBio: input.authorBio,
    categories: input.categories,
    tags: input.tags,
    featuredImage: input.featuredImage,
    readingTime: readingTime(input.content),
    isPublished: input.isPublished,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
  };
}

/** Creates a post; 409 when the slug or id is taken. */
export async function createPost(input: PostInput): Promise<CmsPost> {
  const id = input.id ?? String(Date.now());
  const values = fieldsOf(input, await slugFor(input, id));
  if (await findRow(id)) throw new HttpError(409, "A post with this id already exists. Please try again.");
  try {
    const [row] = await getDb()
      .insert(blogPosts)
      .values({ ...values, id, publishedAt: input.publishedAt ?? new Date() })
      .returning(columns);
    return toCmsPost(row);
  } catch (error) {
    if (isUniqueViolation(error, "slug")) throw slugTaken(values.slug);
    if (isUniqueViolation(error, "pkey"))
      throw new HttpError(409, "A post with this id already exists. Please try again.");
    throw error;
  }
}

/**
 * The publish date after a change: an explicit date wins; a draft going live with a past date
 * is dated now (so it does not appear back-dated); otherwise the date stays.
 */
function nextPublishedAt(current: PostRow, isPublished: boolean, explicit: Date | undefined): Date {
  if (explicit) return explicit;
  if (!current.isPublished && isPublished && current.publishedAt.getTime() <= Date.now()) return new Date();
  return current.publishedAt;
}

/** Replaces a post's fields (PUT); 404 when it is gone, 409 when the slug is taken. */
export async function updatePost(id: string, input: PostInput): Promise<CmsPost> {
  const current = await findRow(id);
  if (!current) throw new HttpError(404, "This post no longer exists.");
  const values = fieldsOf(input, await slugFor(input, id));
  try {
    const [row] = await getDb()
      .update(blogPosts)
      .set({
        ...values,
        publishedAt: nextPublishedAt(current, values.isPublished, input.publishedAt),
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, id))
      .returning(columns);
    if (!row) throw new HttpError(404, "This post no longer exists.");
    return toCmsPost(row);
  } catch (error) {
    if (isUniqueViolation(error, "slug")) throw slugTaken(values.slug);
    throw error;
  }
}

/** Publishes or unpublishes a post (PATCH). */
export async function setPublished(id: string, isPublished: boolean): Promise<CmsPost> {
  const current = await findRow(id);
  if (!current) throw new HttpError(404, "This post no longer exists.");
  const [row] = await getDb()
    .update(blogPosts)
    .set({
      isPublished,
      publishedAt: nextPublishedAt(current, isPublished, undefined),
      updatedAt: new Date(),
    })
    .where(eq(blogPosts.id, id))
    .returning(columns);
  if (!row) throw new HttpError(404, "This post no longer exists.");
  return toCmsPost(row);
}

export async function deletePost(id: string): Promise<void> {
  const deleted = await getDb().delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (deleted.length === 0) throw new HttpError(404, "This post no longer exists.");
}

/** The Overview tab's numbers (spec 3: totalPosts, publishedPosts, totalCategories, totalTags, recentPosts). */
export async function analyticsOverview(): Promise<AnalyticsOverview> {
  const posts = await listAllPosts();
  const categories = new Set(
    posts.flatMap((post) => post.categories.map((category) => category.toLowerCase())),
  );
  const tags = new Set(posts.flatMap((post) => post.tags.map((tag) => tag.toLowerCase())));
  return {
    totalPosts: posts.length,
    publishedPosts: posts.filter((post) => post.status === "published").length,
    scheduledPosts: posts.filter((post) => post.status === "scheduled").length,
    draftPosts: posts.filter((post) => post.status === "draft").length,
    totalCategories: categories.size,
    totalTags: tags.size,
    recentPosts: posts.slice(0, 5),
  };
}

/** One post by id, or null. */
export async function findPost(id: string): Promise<CmsPost | null> {
  const row = await findRow(id);
  return row ? toCmsPost(row) : null;
}
