import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getConfig, siteUrl } from "../../config";
import { type Executor, type Db, getDb } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import {
  blogPosts,
  cmsUsers,
  type NewsletterSendMode,
  newsletterBlocks,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
} from "../../db/schema";
import {
  type SendSummary,
  type SendTransition,
  sendStateLabels,
  sendTransitions,
} from "~/lib/newsletter-sends";
import { renderNewsletterMail } from "../../mail/newsletter/mail-render";
import { recordAudit } from "../audit";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { isUuid } from "../media/media";
import { enqueueMail } from "../../mail/outbox";
import { newsletterPausedMail } from "../../mail/templates/newsletter-paused";
import { getNotificationSettings, getSiteSettings } from "../settings";

/** Who receives a newsletter: confirmed subscribers whose address is not blocked. */
export const AUDIENCE = sql`${newsletterSubscribers.status} = 'confirmed' and not exists (
  select 1 from ${newsletterBlocks} where ${newsletterBlocks.email} = ${newsletterSubscribers.email})`;

type PostForMail = typeof blogPosts.$inferSelect;

async function findPost(postId: string, db: Executor): Promise<PostForMail> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, postId)).limit(1);
  if (!post) throw new NotFoundError("This post does not exist.");
  return post;
}

/** The address a mail's "view in your browser" link opens. */
export function browserUrl(post: { slug: string }, mode: NewsletterSendMode, sendId: string | null) {
  return siteUrl(mode === "email-only" && sendId ? `/newsletter/view/${sendId}` : `/blog/${post.slug}`);
}

/** The mail of a post, as a send (or the preview, or a test send) renders it. */
export async function renderPostMail(
  post: PostForMail,
  options: { mode: NewsletterSendMode; sendId: string | null; unsubscribeHref?: string },
  db: Executor = getDb(),
) {
  return renderNewsletterMail({
    post,
    business: (await getSiteSettings(db)).business,
    publicUrl: getConfig().PUBLIC_URL,
    browserUrl: browserUrl(post, options.mode, options.sendId),
    unsubscribeHref: options.unsubscribeHref,
  });
}

/** Refuses a send that could not reach anyone; the message says what to do. */
function refuseUnsendable(audience: number) {
  const config = getConfig();
  if (!config.SMTP_URL && !config.mailToFiles) {
    throw new ValidationError(
      "Mail is not set up on this server (SMTP_URL is empty), so the newsletter cannot be sent. Nothing was sent.",
    );
  }
  if (audience === 0) {
    throw new ValidationError("There are no confirmed subscribers yet, so there is nobody to send this to.");
  }
}

export type SendRequest = { postId: string; mode: NewsletterSendMode; actor: string };

/**
 * Starts the newsletter of a post (ADR 0033), once per post. with-site: a published post, enqueued
 * when it goes live; email-only: any saved post, mailed at once and kept off the site.
 */
export async function startSend(request: SendRequest, db: Db = getDb()) {
  if (!isUuid(request.postId) && !/^[\w-]{1,100}$/.test(request.postId)) {
    throw new NotFoundError("This post does not exist.");
  }
  const post = await findPost(request.postId, db);
  if (request.mode === "with-site" && !post.isPublished) {
    throw new ValidationError(
      "This post is a draft. Publish it first, or choose “Email only” to mail it without publishing.",
    );
  }
  if (!post.content.trim()) throw new ValidationError("This post has no content to send.");
  refuseUnsendable(await db.$count(newsletterSubscribers, AUDIENCE));
  // A with-site post is published (checked above): it waits only for its publication time.
  const scheduled = request.mode === "with-site" && post.publishedAt.getTime() > Date.now();
  try {
    return await db.transaction(async (tx) => {
      const [send] = await tx
        .insert(newsletterSends)
        .values({
          postId: post.id,
          subject: post.title,
          mode: request.mode,
          state: scheduled ? "scheduled" : "queued",
          createdBy: request.actor,
        })
        .returning({ id: newsletterSends.id });
      const recipients = scheduled ? 0 : await enqueue(tx, send.id, post, request.mode);
      return { id: send.id, scheduled, recipients };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError("This post has already been sent as a newsletter (or is scheduled to be).");
    }
    throw error;
  }
}

/** Renders the mail once and enqueues every recipient (not one an earlier send of the post had) in one statement. */
async function enqueue(tx: Executor, sendId: string, post: PostForMail, mode: NewsletterSendMode) {
  const mail = await renderPostMail(post, { mode, sendId }, tx);
  const inserted = await tx.execute(sql`
    insert into ${newsletterDeliveries} (send_id, post_id, subscriber_id)
    select ${sendId}::uuid, ${post.id}, ${newsletterSubscribers.id} from ${newsletterSubscribers} where ${AUDIENCE}
    on conflict do nothing`);
  // node-postgres says rowCount, PGlite affectedRows.
  const { rowCount, affectedRows } = inserted as { rowCount?: number | null; affectedRows?: number };
  const recipients = Number(rowCount ?? affectedRows ?? 0);
  await tx
    .update(newsletterSends)
    .set({ html: mail.html, text: mail.text, recipients, state: "queued", enqueuedAt: sql`now()` })
    .where(eq(newsletterSends.id, sendId));
  return recipients;
}

/** Enqueues scheduled sends whose post has gone live; a conditional update takes each for one instance. */
export async function enqueueDueScheduledSends(db: Db = getDb()): Promise<number> {
  const due = await db
    .select({ id: newsletterSends.id, postId: newsletterSends.postId, createdBy: newsletterSends.createdBy })
    .from(newsletterSends)
    .innerJoin(blogPosts, eq(blogPosts.id, newsletterSends.postId))
    .where(
      and(
        eq(newsletterSends.state, "scheduled"),
        eq(blogPosts.isPublished, true),
        sql`${blogPosts.publishedAt} <= now()`,
      ),
    )
    .limit(10);
  let enqueued = 0;
  for (const send of due) {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(newsletterSends)
        .set({ state: "queued" })
        .where(and(eq(newsletterSends.id, send.id), eq(newsletterSends.state, "scheduled")))
        .returning({ id: newsletterSends.id });
      if (!taken || !send.postId) return;
      const recipients = await enqueue(tx, send.id, await findPost(send.postId, tx), "with-site");
      const [scheduler] = await tx
        .select({ id: cmsUsers.id })
        .from(cmsUsers)
        .where(eq(cmsUsers.username, send.createdBy))
        .limit(1);
      await recordAudit(
        {
          action: "newsletter-send",
          actor: { userId: scheduler?.id ?? null, clientKey: null },
          subject: { type: "post", id: send.postId },
          detail: { mode: "with-site", recipients, scheduled: true, scheduledBy: send.createdBy },
        },
        tx,
      );
      enqueued += 1;
    });
  }
  return enqueued;
}

/** Pauses, resumes or cancels a send; a cancelled send's deliveries not yet sent are skipped for good. */
export async function changeSendState(sendId: string, action: SendTransition, db: Db = getDb()) {
  if (!isUuid(sendId)) throw new NotFoundError("This newsletter does not exist.");
  const { from, to } = sendTransitions[action];
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(newsletterSends)
      .set({ state: to, pauseReason: null, ...(to === "cancelled" ? { finishedAt: sql`now()` } : {}) })
      .where(and(eq(newsletterSends.id, sendId), inArray(newsletterSends.state, [...from])))
      .returning({ id: newsletterSends.id });
    if (!changed) {
      const [exists] = await tx
        .select({ state: newsletterSends.state })
        .from(newsletterSends)
        .where(eq(newsletterSends.id, sendId));
      if (!exists) throw new NotFoundError("This newsletter does not exist.");
      throw new ConflictError(
        `This newsletter is ${sendStateLabels[exists.state].toLowerCase()}: it cannot be ${sendTransitions[action].done} now.`,
      );
    }
    if (to === "cancelled") {
      await tx
        .update(newsletterDeliveries)
        .set({ status: "skipped", lockedUntil: null })
        .where(and(eq(newsletterDeliveries.sendId, sendId), eq(newsletterDeliveries.status, "queued")));
    }
    return to;
  });
}

/** Pauses a send the SMTP server refused, keeping its words; only the call that paused it mails staff. */
export async function pauseForServer(sendId: string, reason: string, db: Db = getDb()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paused] = await tx
      .update(newsletterSends)
      .set({ state: "paused", pauseReason: reason.slice(0, 2000) })
      .where(and(eq(newsletterSends.id, sendId), inArray(newsletterSends.state, ["queued", "sending"])))
      .returning({ subject: newsletterSends.subject });
    if (!paused) return false;
    const { notificationEmail } = await getNotificationSettings(tx);
    const link = siteUrl("/cms/newsletters");
    await enqueueMail(
      {
        kind: "newsletter-paused",
        to: notificationEmail,
        ...newsletterPausedMail({ subject: paused.subject, reason, link }),
      },
      tx,
    );
    return true;
  });
}

/** Counts an unsubscribe made through a send's link (the newest delivery of that send). */
export async function noteUnsubscribe(sendId: string, subscriberId: string, db: Db = getDb()) {
  await db
    .update(newsletterDeliveries)
    .set({ unsubscribedAt: sql`now()` })
    .where(
      and(
        eq(newsletterDeliveries.sendId, sendId),
        eq(newsletterDeliveries.subscriberId, subscriberId),
        sql`${newsletterDeliveries.unsubscribedAt} is null`,
      ),
    );
}

/** Every send, newest first, with its counts (one grouped read of the deliveries). */
export async function listSends(limit = 100, db: Db = getDb()): Promise<SendSummary[]> {
  const sends = await db
    .select({
      id: newsletterSends.id,
      postId: newsletterSends.postId,
      subject: newsletterSends.subject,
      mode: newsletterSends.mode,
      state: newsletterSends.state,
      createdBy: newsletterSends.createdBy,
      createdAt: newsletterSends.createdAt,
      finishedAt: newsletterSends.finishedAt,
      pauseReason: newsletterSends.pauseReason,
      recipients: newsletterSends.recipients,
    })
    .from(newsletterSends)
    .orderBy(desc(newsletterSends.createdAt))
    .limit(limit);
  if (sends.length === 0) return [];
  const ids = sends.map((send) => send.id);
  const counts = await db
    .select({
      sendId: newsletterDeliveries.sendId,
      delivered: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'failed')::int`,
      bounced: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'bounced')::int`,
      skipped: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'skipped')::int`,
      unsubscribes: sql<number>`count(${newsletterDeliveries.unsubscribedAt})::int`,
    })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.sendId, ids))
    .groupBy(newsletterDeliveries.sendId);
  const none = { delivered: 0, failed: 0, bounced: 0, skipped: 0, unsubscribes: 0 };
  const bySend = new Map(counts.map(({ sendId, ...row }) => [sendId, row]));
  return sends.map((send) => ({
    ...send,
    createdAt: send.createdAt.toISOString(),
    finishedAt: send.finishedAt?.toISOString() ?? null,
    ...(bySend.get(send.id) ?? none),
  }));
}

/** What the editor shows before a send: the audience, and whether the post was sent already. */
export async function sendStatusOfPost(postId: string, db: Db = getDb()) {
  const [existing] = await db
    .select({ id: newsletterSends.id, state: newsletterSends.state })
    .from(newsletterSends)
    .where(and(eq(newsletterSends.postId, postId), sql`${newsletterSends.state} <> 'cancelled'`))
    .limit(1);
  return { audience: await db.$count(newsletterSubscribers, AUDIENCE), existing: existing ?? null };
}

/** The mail of a post as subscribers would get it (the editor's preview). */
export async function previewPostMail(postId: string, mode: NewsletterSendMode, db: Db = getDb()) {
  const post = await findPost(postId, db);
  return renderPostMail(
    post,
    { mode, sendId: null, unsubscribeHref: siteUrl("/newsletter/unsubscribe") },
    db,
  );
}

/** A test send of a post to one staff address through the outbox, its subject marked [Test]. */
export async function sendTestMail(postId: string, to: string, mode: NewsletterSendMode, db: Db = getDb()) {
  const post = await findPost(postId, db);
  const mail = await previewPostMail(post.id, mode, db);
  await enqueueMail(
    { kind: "newsletter-test", to, subject: `[Test] ${post.title}`, text: mail.text, html: mail.html },
    db,
  );
}

/** The stored mail of an email-only send, for its "view in your browser" page (no unsubscribe token). */
export async function sendBrowserCopy(sendId: string, db: Db = getDb()): Promise<string | null> {
  if (!isUuid(sendId)) return null;
  const [send] = await db
    .select({ html: newsletterSends.html })
    .from(newsletterSends)
    .where(eq(newsletterSends.id, sendId))
    .limit(1);
  return send?.html ?? null;
}
