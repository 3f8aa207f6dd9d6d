import crypto from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { VisitAttribution } from "~/lib/attribution";
import type { BusinessDetails } from "~/lib/schemas/site-settings";
import { getSiteSettings } from "../settings";
import { countedVisitor } from "../analytics/conversions";
import type { NewsletterInput } from "~/lib/schemas/blog";
import { newsletterTokenSchema } from "~/lib/schemas/blog";
import { getConfig } from "../../config";
import { type Executor, type Db, getDb } from "../../db/client";
import {
  newsletterBlocks,
  newsletterSubscribers,
  type SubscriberAction,
  subscriberAudit,
} from "../../db/schema";
import { NotFoundError, RateLimitedError } from "../errors";
import { isUuid } from "../media/media";
import { enqueueMailIf, type OutgoingMail } from "../../mail/outbox";
import { newsletterConfirmationMail } from "../../mail/templates/newsletter-confirmation";
import { noteUnsubscribe } from "./newsletter-sends";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit";
import { storedKey } from "../server-keys";
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
  durationSeconds: 24 * 60 * 60,
};

/**
 * A subscriber's tokens are derived from their row id with a stored server key, so the mail can
 * be sent again with the same links (a repeat request must not void the links already sent).
 * Only their hashes are stored; checking a token needs no key.
 */
export async function tokensFor(subscriberId: string) {
  const key = await storedKey("newsletter-token");
  const derive = (purpose: string) =>
    crypto.createHmac("sha256", key).update(`${purpose}:${subscriberId}`).digest("base64url");
  const confirm = derive("confirm");
  const unsubscribe = derive("unsubscribe");
  return {
    confirm: { token: confirm, hash: hashToken(confirm) },
    unsubscribe: { token: unsubscribe, hash: hashToken(unsubscribe) },
  };
}

export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function siteUrl(path: string) {
  const base = getConfig().PUBLIC_URL;
  return new URL(path, base.endsWith("/") ? base : `${base}/`).toString();
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
  confirmToken: string,
  unsubscribeToken: string,
  business: BusinessDetails,
): OutgoingMail {
  const confirm = confirmUrl(confirmToken);
  const unsubscribe = unsubscribeUrl(unsubscribeToken);
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
 * Subscribes an address with double opt-in. Every outcome answers the same way, and does the
 * same work (the same queries in the same order), so neither the answer nor its timing tells
 * whether the address was already known:
 * - new address: a pending row and a confirmation mail;
 * - pending: the same confirmation mail again, with the same links (at most 3 a day per address);
 * - unsubscribed: pending again, with a confirmation mail;
 * - confirmed: nothing to do.
 * Rate-limited per client address (429).
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
  // Where the sign-up came from: kept with the address, so its confirmation can be
  // counted by landing page and campaign. A repeat sign-up that is mailed again takes its own.
  const signup = {
    source,
    landing: input.visit?.landing?.slice(0, 500) ?? null,
    referrer: input.visit?.referrer?.slice(0, 1000) ?? null,
    utm: input.visit?.utm ?? null,
    visitor: await countedVisitor({ ip: clientIp, userAgent: input.userAgent }),
  };
  const db = getDb();

  // Counted for every address, confirmed or not. Rate-limit counting uses its own queries: it
  // runs before the transaction (PGlite has one connection; a query outside an open
  // transaction would wait for it). Past the limit, the address silently gets no more mail.
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
    await enqueueMailIf(
      mail,
      confirmationMail(
        email,
        tokens.confirm.token,
        tokens.unsubscribe.token,
        (await getSiteSettings(tx)).business,
      ),
      tx,
    );
  });
}

export type TokenState = "valid" | "done" | "invalid";

function parseToken(token: string | null | undefined) {
  const parsed = newsletterTokenSchema.safeParse(token ?? "");
  return parsed.success ? parsed.data : null;
}

/** What the confirmation page shows before the button is pressed: nothing changes. */
export async function confirmationState(token: string | null | undefined): Promise<TokenState> {
  const valid = parseToken(token);
  if (!valid) return "invalid";
  const [row] = await getDb()
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(valid)))
    .limit(1);
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
  const valid = parseToken(token);
  if (!valid) return "invalid";
  const [row] = await getDb()
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(valid)))
    .limit(1);
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
  const valid = parseToken(token);
  if (!valid) return "invalid";
  const hash = hashToken(valid);
  const [row] = await getDb()
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hash))
    .limit(1);
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

export type SubscriberAuditEntry = {
  id: string;
  email: string;
  action: SubscriberAction;
  actor: string;
  at: string;
};
export type BlockedAddress = { email: string; blockedBy: string; blockedAt: string };

/**
 * Staff remove a subscriber: the row goes (no more mail, no stored address), the audit trail
 * keeps who removed which address and when. With `block`, the address also can not subscribe
 * again (see subscribe). Throws 404 when there is no such subscriber.
 */
export async function removeSubscriber(
  id: string,
  options: { block: boolean },
  actor: string,
  db: Db = getDb(),
): Promise<{ email: string; blocked: boolean }> {
  if (!isUuid(id)) {
    throw new NotFoundError("This subscriber does not exist.");
  }
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

/**
 * Blocks an address (subscribed or not) from the newsletter; a current subscriber is removed.
 * Blocking a blocked address changes nothing and records nothing.
 */
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

export async function listBlockedAddresses(db: Db = getDb()): Promise<BlockedAddress[]> {
  const rows = await db.select().from(newsletterBlocks).orderBy(desc(newsletterBlocks.blockedAt)).limit(1000);
  return rows.map((row) => ({
    email: row.email,
    blockedBy: row.blockedBy,
    blockedAt: row.blockedAt.toISOString(),
  }));
}

/** The newest entries of the subscriber audit trail. */
export async function subscriberAuditTrail(limit = 50, db: Db = getDb()): Promise<SubscriberAuditEntry[]> {
  const rows = await db
    .select()
    .from(subscriberAudit)
    .orderBy(desc(subscriberAudit.at), desc(subscriberAudit.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
