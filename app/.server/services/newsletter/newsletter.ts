import crypto from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { VisitAttribution } from "~/lib/attribution";
import type { BusinessDetails } from "~/lib/schemas/site-settings";
import { getSiteSettings } from "../settings";
import { countedVisitor } from "../analytics/conversions";
import type { NewsletterInput } from "~/lib/schemas/blog";
import { newsletterTokenSchema } from "~/lib/schemas/blog";
import { siteUrl } from "../../config";
import { type Executor, type Db, getDb } from "../../db/client";
import { newsletterBlocks, newsletterSubscribers, subscriberAudit } from "../../db/schema";
import { NotFoundError, RateLimitedError } from "../errors";
import { isUuid } from "../media/media";
import { enqueueMailIf, type OutgoingMail } from "../../mail/outbox";
import { newsletterConfirmationMail } from "../../mail/templates/newsletter-confirmation";
import { noteUnsubscribe } from "./newsletter-sends";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit";
import { storedKey } from "../server-keys";
import { hashToken } from "../staff/sessions";
import { subscriberData } from "../webhooks/payloads";
import { fireWebhook } from "../webhooks/webhooks";

/** Per client address: enough for a person retrying, too few to mail-bomb with. */
export const NEWSLETTER_IP_RULE: RateLimitRule = {
  name: "newsletter:ip",
  points: 5,
  durationSeconds: 15 * 60,
};

/** Per address: how many confirmation mails one pending address can be sent. */
export const NEWSLETTER_EMAIL_RULE: RateLimitRule = {
  name: "newsletter:email",
  points: 3,
  durationSeconds: 86_400,
};

/** A subscriber's tokens, derived from their id (a repeat mail voids no link); only hashes are stored. */
export async function tokensFor(subscriberId: string) {
  const key = await storedKey("newsletter-token");
  const derive = (purpose: string) => {
    const token = crypto.createHmac("sha256", key).update(`${purpose}:${subscriberId}`).digest("base64url");
    return { token, hash: hashToken(token) };
  };
  return { confirm: derive("confirm"), unsubscribe: derive("unsubscribe") };
}

export function confirmUrl(token: string) {
  return siteUrl(`/newsletter/confirm?token=${encodeURIComponent(token)}`);
}

/** The unsubscribe page; with `sendId`, an unsubscribe through it is counted for that newsletter. */
export function unsubscribeUrl(token: string, sendId?: string) {
  const send = sendId ? `&send=${encodeURIComponent(sendId)}` : "";
  return siteUrl(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}${send}`);
}

/** A subscriber's unsubscribe token (the same one their confirmation mail carried). */
export async function unsubscribeTokenFor(subscriberId: string): Promise<string> {
  return (await tokensFor(subscriberId)).unsubscribe.token;
}

/** The double opt-in mail: a link to the confirmation page, and a one-click unsubscribe. */
export function confirmationMail(
  email: string,
  tokens: Awaited<ReturnType<typeof tokensFor>>,
  business: BusinessDetails,
): OutgoingMail {
  const confirm = confirmUrl(tokens.confirm.token);
  const unsubscribe = unsubscribeUrl(tokens.unsubscribe.token);
  return {
    kind: "newsletter-confirm",
    to: email,
    ...newsletterConfirmationMail({ confirm, unsubscribe, business }),
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Subscribes with double opt-in: new, pending (3 mails a day at most) and unsubscribed addresses
 * are mailed the same links, confirmed ones nothing. Every outcome runs the same queries in the
 * same order, so neither answer nor timing tells a known address.
 */
export async function subscribe(
  input: NewsletterInput & { source?: string; visit?: VisitAttribution; userAgent?: string | null },
  clientIp: string,
) {
  await consumeRateLimit(
    NEWSLETTER_IP_RULE,
    clientIp || "unknown",
    "Too many subscription attempts. Please try again later.",
  );
  const email = input.email.trim().toLowerCase();
  const source = input.source?.slice(0, 40) ?? null;
  // Kept with the address, so its confirmation counts by landing page and campaign.
  const signup = {
    source,
    landing: input.visit?.landing?.slice(0, 500) ?? null,
    referrer: input.visit?.referrer?.slice(0, 1000) ?? null,
    utm: input.visit?.utm ?? null,
    visitor: await countedVisitor({ ip: clientIp, userAgent: input.userAgent }),
  };
  const db = getDb();

  // Counted before the transaction (PGlite's one connection would make its own queries wait for
  // it); past the limit the address silently gets no more mail.
  let mayMail = true;
  try {
    await consumeRateLimit(NEWSLETTER_EMAIL_RULE, email);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    mayMail = false;
  }

  const newId = crypto.randomUUID();
  const fresh = await tokensFor(newId);
  await db.transaction(async (tx) => {
    // A blocked address gets the same answer as any signup, but nothing is stored or mailed.
    const [blocked] = await tx
      .select({ email: newsletterBlocks.email })
      .from(newsletterBlocks)
      .where(eq(newsletterBlocks.email, email))
      .limit(1);
    if (blocked) return;
    // One statement for new and known addresses: insert, or lock and return the existing row.
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({
        id: newId,
        email,
        status: "pending",
        confirmTokenHash: fresh.confirm.hash,
        unsubscribeTokenHash: fresh.unsubscribe.hash,
        ...signup,
      })
      .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { email: sql`excluded.email` } })
      .returning();
    const tokens = row.id === newId ? fresh : await tokensFor(row.id);
    // Pending again and mailed, unless confirmed or past the per-address limit. The hashes only
    // change for rows made before tokens were derived (their random links cannot be mailed again).
    const mail = row.status !== "confirmed" && mayMail;
    await tx
      .update(newsletterSubscribers)
      .set(
        mail
          ? {
              status: "pending",
              confirmTokenHash: tokens.confirm.hash,
              unsubscribeTokenHash: tokens.unsubscribe.hash,
              unsubscribedAt: null,
              ...signup,
            }
          : { status: row.status },
      )
      .where(eq(newsletterSubscribers.id, row.id));
    await enqueueMailIf(mail, confirmationMail(email, tokens, (await getSiteSettings(tx)).business), tx);
  });
}

export type TokenState = "valid" | "done" | "invalid";

function parseToken(token: string | null | undefined) {
  const parsed = newsletterTokenSchema.safeParse(token ?? "");
  return parsed.success ? parsed.data : null;
}

/** The subscriber a token belongs to, through the column of its hash. */
async function subscriberOf(
  token: string | null | undefined,
  column: typeof newsletterSubscribers.confirmTokenHash | typeof newsletterSubscribers.unsubscribeTokenHash,
) {
  const valid = parseToken(token);
  if (!valid) return undefined;
  const [row] = await getDb()
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(column, hashToken(valid)))
    .limit(1);
  return row;
}

/** What the confirmation page shows before the button is pressed: nothing changes. */
export async function confirmationState(token: string | null | undefined): Promise<TokenState> {
  const row = await subscriberOf(token, newsletterSubscribers.confirmTokenHash);
  if (!row || row.status === "unsubscribed") return "invalid";
  return row.status === "confirmed" ? "done" : "valid";
}

/** Confirms the subscription the token belongs to (the POST of the confirmation page). */
export async function confirmSubscription(token: string | null | undefined): Promise<TokenState> {
  const valid = parseToken(token);
  if (!valid) return "invalid";
  const hash = hashToken(valid);
  const updated = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: new Date() })
      .where(
        and(eq(newsletterSubscribers.confirmTokenHash, hash), eq(newsletterSubscribers.status, "pending")),
      )
      .returning();
    if (row) await fireWebhook("subscriber.confirmed", subscriberData(row), tx);
    return row;
  });
  if (updated) return "done";
  return (await confirmationState(valid)) === "done" ? "done" : "invalid";
}

/** What the unsubscribe page shows before the button is pressed. */
export async function unsubscribeState(token: string | null | undefined): Promise<TokenState> {
  const row = await subscriberOf(token, newsletterSubscribers.unsubscribeTokenHash);
  if (!row) return "invalid";
  return row.status === "unsubscribed" ? "done" : "valid";
}

/**
 * Unsubscribes (the page's button, or an RFC 8058 one-click POST). Idempotent. With the id of
 * the newsletter whose link was used, the unsubscribe is counted for that send (ADR 0033).
 */
export async function unsubscribe(
  token: string | null | undefined,
  sendId?: string | null,
): Promise<TokenState> {
  const row = await subscriberOf(token, newsletterSubscribers.unsubscribeTokenHash);
  if (!row) return "invalid";
  if (row.status !== "unsubscribed") {
    await getDb()
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.id, row.id));
    if (sendId && isUuid(sendId)) await noteUnsubscribe(sendId, row.id);
  }
  return "done";
}

export type SubscriberAuditEntry = Awaited<ReturnType<typeof subscriberAuditTrail>>[number];
export type BlockedAddress = Awaited<ReturnType<typeof listBlockedAddresses>>[number];

/** Staff remove a subscriber (the audit trail keeps who, which address and when); `block` bars it for good. */
export async function removeSubscriber(
  id: string,
  options: { block: boolean },
  actor: string,
  db: Db = getDb(),
): Promise<{ email: string; blocked: boolean }> {
  if (!isUuid(id)) throw new NotFoundError("This subscriber does not exist.");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ email: newsletterSubscribers.email });
    if (!row) throw new NotFoundError("This subscriber does not exist.");
    await tx.insert(subscriberAudit).values({ email: row.email, action: "removed", actor });
    if (options.block) await blockIn(tx, row.email, actor);
    return { email: row.email, blocked: options.block };
  });
}

async function blockIn(tx: Executor, email: string, actor: string) {
  const [added] = await tx
    .insert(newsletterBlocks)
    .values({ email, blockedBy: actor })
    .onConflictDoNothing()
    .returning({ email: newsletterBlocks.email });
  if (added) await tx.insert(subscriberAudit).values({ email, action: "blocked", actor });
}

/** Blocks an address from the newsletter (a current subscriber is removed); idempotent. */
export async function blockAddress(rawEmail: string, actor: string, db: Db = getDb()): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .returning({ id: newsletterSubscribers.id });
    if (removed.length) await tx.insert(subscriberAudit).values({ email, action: "removed", actor });
    await blockIn(tx, email, actor);
  });
  return email;
}

/** Lets a blocked address subscribe again; 404 when it was not blocked. */
export async function unblockAddress(rawEmail: string, actor: string, db: Db = getDb()): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(newsletterBlocks)
      .where(eq(newsletterBlocks.email, email))
      .returning({ email: newsletterBlocks.email });
    if (!removed.length) throw new NotFoundError("This address is not blocked.");
    await tx.insert(subscriberAudit).values({ email, action: "unblocked", actor });
  });
  return email;
}

export async function listBlockedAddresses(db: Db = getDb()) {
  const rows = await db.select().from(newsletterBlocks).orderBy(desc(newsletterBlocks.blockedAt)).limit(1000);
  return rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() }));
}

/** The newest entries of the subscriber audit trail. */
export async function subscriberAuditTrail(limit = 50, db: Db = getDb()) {
  const rows = await db
    .select()
    .from(subscriberAudit)
    .orderBy(desc(subscriberAudit.at), desc(subscriberAudit.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
