import { and, eq } from "drizzle-orm";
import { can, maySubmitForReview, roles, type StaffMember } from "~/lib/permissions";
import { getDb } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { enqueueMail, enqueueMails } from "../../mail/outbox";
import { activeStaffEmails, staffEmailOf } from "../staff/staff";
import { reviewRequestMail, sentBackMail } from "../../mail/templates/post-review";
import { type AuditActor, auditPost } from "../audit";
import { ConflictError, ForbiddenError, ValidationError } from "../errors";
import { findAuthor } from "./authors";
import { existingRow } from "./cms-posts";
import { notTrashed } from "./not-trashed";

/**
 * Review (ADR "Review"): a Contributor submits a draft; an Editor publishes it (an ordinary save,
 * which ends the review) or sends it back with a note, shown in the editor and mailed. The review
 * columns are not content: changing them keeps the version, so an open editor saves without a conflict.
 */

export type Reviewer = StaffMember & { username: string; audit?: AuditActor };

const editorLink = (origin: string, id: string) =>
  new URL(`/cms/posts/${encodeURIComponent(id)}`, origin).toString();

/** The roles that review: every role with "posts.review". */
const reviewerRoles = roles.filter((role) => can(role, "posts.review"));

/**
 * Submits a complete draft (else 400 naming the fields) for review: every Editor but the submitter
 * is mailed its link, once (submitting a post already waiting does nothing).
 */
export async function submitForReview(id: string, actor: Reviewer, origin: string): Promise<void> {
  const post = await existingRow(id);
  if (!maySubmitForReview(actor, post))
    throw new ForbiddenError("Only a draft you may not publish yourself goes to review.");
  const missing: Record<string, string> = {};
  if (!post.title.trim()) missing.title = "Title is required";
  if (!post.content.trim()) missing.content = "Content is required";
  if (!post.author.trim()) missing.author = "Author is required";
  if (Object.keys(missing).length > 0)
    throw new ValidationError("Please fill in all required fields (title, content, author)", missing);
  if (post.reviewState === "pending") return;
  await getDb().transaction(async (tx) => {
    await tx
      .update(blogPosts)
      .set({ reviewState: "pending", reviewRequestedAt: new Date(), reviewNote: null, reviewNoteBy: null })
      .where(eq(blogPosts.id, id));
    await auditPost(actor.audit, "post-review-submit", post, tx);
    const mail = reviewRequestMail({ author: post.author, title: post.title, link: editorLink(origin, id) });
    const reviewers = await activeStaffEmails(tx, reviewerRoles, actor.id);
    await enqueueMails(
      reviewers.map((to) => ({ kind: "post-review", to, ...mail })),
      tx,
    );
  });
}

/**
 * Sends a draft waiting for review back to its author with `note`: the editor shows the note to
 * the author, and the author (when the post names a staff profile with an address) gets it by mail.
 */
export async function sendBack(id: string, note: string, actor: Reviewer, origin: string): Promise<void> {
  if (!can(actor.role, "posts.review")) throw new ForbiddenError("Only an Editor sends a draft back.");
  const post = await existingRow(id);
  if (post.reviewState !== "pending") throw new ConflictError("This post is not waiting for review.");
  const editor = (await findAuthor(actor.id))?.name ?? actor.username;
  await getDb().transaction(async (tx) => {
    await tx
      .update(blogPosts)
      .set({ reviewState: "returned", reviewNote: note, reviewNoteBy: editor })
      .where(eq(blogPosts.id, id));
    await auditPost(actor.audit, "post-review-return", post, tx);
    if (!post.authorId) return;
    const to = await staffEmailOf(post.authorId, tx);
    if (to)
      await enqueueMail(
        {
          kind: "post-returned",
          to,
          ...sentBackMail({ editor, title: post.title, note, link: editorLink(origin, id) }),
        },
        tx,
      );
  });
}

/** A post waiting for review, as the Editors' dashboard lists it. */
export type PendingReview = { id: string; title: string; author: string; requestedAt: string };

/** Every post waiting for review, oldest request first (the one waiting longest on top). */
export async function listPendingReview(): Promise<PendingReview[]> {
  const { id, title, author, reviewRequestedAt } = blogPosts;
  const rows = await getDb()
    .select({ id, title, author, requestedAt: reviewRequestedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.reviewState, "pending"), eq(blogPosts.isPublished, false), notTrashed))
    .orderBy(reviewRequestedAt);
  return rows.map((row) => ({ ...row, requestedAt: (row.requestedAt ?? new Date(0)).toISOString() }));
}
