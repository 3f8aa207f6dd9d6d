import crypto from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { VisitAttribution } from "~/lib/attribution";
import { labelledDetails } from "~/lib/lead-labels";
import type { AttributionInput, LeadMeta } from "~/lib/schemas/lead-meta";
import { serviceLabel } from "~/lib/schemas/leads";
import { foldedLine } from "~/lib/schemas/single-line";
import { getConfig } from "../../config";
import { type Executor, type Db, getDb } from "../../db/client";
import { type Lead, type LeadKind, leads, mailOutbox } from "../../db/schema";
import { checkFormToken, isPossibleLeadReason, spendFormToken } from "./form-token";
import { leadAcknowledgement } from "../../mail/lead-acknowledgement";
import { enqueueMail } from "../../mail/outbox";
import { leadNotificationMail } from "../../mail/templates/lead-notification";
import { consumeRateLimit } from "../rate-limit";
import { storedSecret } from "../server-keys";
import { formatDateTime } from "~/lib/date-time";
import type { SiteSettings } from "~/lib/site-settings";
import { getNotificationSettings, getSiteSettings } from "../settings";
import { countedVisitor } from "../analytics/conversions";
import { leadData } from "../webhooks/payloads";
import { fireWebhook } from "../webhooks/webhooks";

/** Per client (the IP's salted hash), across every form. */
export const LEAD_RATE_LIMIT = { name: "lead", points: 5, durationSeconds: 600 } as const;
/** Identical submissions within this window are stored once. */
export const REPEAT_WINDOW_SECONDS = 60;
/** Namespaces of the transaction advisory locks taken per fingerprint and per acknowledged address. */
const LEAD_LOCK_NAMESPACE = 5105;
const ACK_LOCK_NAMESPACE = 5106;
/** Acknowledgements per address and day: enough for a person, too few to mail whatever a bot types. */
export const LEAD_ACK_DAILY_LIMIT = 3;
const IP_SALT_KEY = "lead-ip-salt";

export type LeadSubmission = {
  kind: LeadKind;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  service?: string | null;
  message?: string | null;
  /** Kind-specific fields (a custom quote's budget, timeline...). */
  details?: Record<string, string>;
};

export type SubmissionContext = {
  ip?: string;
  userAgent?: string;
  /** Attribution the browser sent (JSON API). */
  attribution?: AttributionInput;
  /** The visit the post belongs to (the form's `visit` field, else what the post shows: visitOfPost). */
  visit?: VisitAttribution;
  /** The request's Referer header: the page the form was on, when the body does not say. */
  refererHeader?: string | null;
  /** Honeypot and timing fields. */
  meta?: LeadMeta;
};

export type SubmissionResult = {
  leadId: string;
  /** An identical submission was already stored within the repeat window; nothing new was stored. */
  duplicate: boolean;
  spam: boolean;
};

/**
 * Stores one lead and queues its staff notification and acknowledgement in the same transaction,
 * after the per-client rate limit; an identical submission within a minute is stored once.
 */
export async function submitLead(
  lead: LeadSubmission,
  context: SubmissionContext = {},
  db: Db = getDb(),
): Promise<SubmissionResult> {
  const config = getConfig();
  const ipHash = context.ip ? await hashIp(context.ip, db) : undefined;

  await consumeRateLimit(LEAD_RATE_LIMIT, ipHash ?? "unknown");

  const honeypot = context.meta?.homepage?.trim() ? ("honeypot" as const) : null;
  const timing = await checkFormToken(context.meta?.formToken, context.meta?.fillMs, config.FORM_MIN_FILL_MS);
  const attribution = resolveAttribution(context);
  const fingerprint = fingerprintOf(lead);
  const visitor = await countedVisitor({ ip: context.ip, userAgent: context.userAgent }, db);

  return db.transaction(async (tx) => {
    // Two identical posts racing each other (a double click, two instances) queue here.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${sql.raw(String(LEAD_LOCK_NAMESPACE))}, hashtext(${fingerprint}))`,
    );
    const [existing] = await tx
      .select({ id: leads.id, isSpam: leads.isSpam })
      .from(leads)
      .where(
        and(
          eq(leads.fingerprint, fingerprint),
          gt(leads.receivedAt, sql`now() - ${sql.raw(`interval '${REPEAT_WINDOW_SECONDS} seconds'`)}`),
        ),
      )
      .limit(1);
    if (existing) return { leadId: existing.id, duplicate: true, spam: existing.isSpam };

    // The lead's id first: the token's use names it.
    const leadId = crypto.randomUUID();
    const reuse =
      timing.nonce && timing.issuedAt !== undefined
        ? await spendFormToken(tx, { nonce: timing.nonce, issuedAt: timing.issuedAt, ipHash, leadId })
        : null;
    // A bot's verdict makes spam; what only the timing finds is kept and mailed, marked for review.
    const timeOnly = timing.verdict !== null && isPossibleLeadReason(timing.verdict);
    const spamReason =
      honeypot ??
      (reuse === "replayed-form-token" ? reuse : null) ??
      (timing.verdict !== null && !timeOnly ? timing.verdict : null);
    // Without a spam reason, `reuse` can only be null or "reused-form-token" (a replay is spam).
    const reviewReason = spamReason ? null : timeOnly ? timing.verdict : reuse;

    const [row] = await tx
      .insert(leads)
      .values({
        id: leadId,
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        phone: lead.phone ?? null,
        company: lead.company ?? null,
        service: lead.service ?? null,
        message: lead.message ?? null,
        details: lead.details && Object.keys(lead.details).length ? lead.details : null,
        page: attribution.page ?? null,
        landing: attribution.landing ?? null,
        referrer: attribution.referrer ?? null,
        utm: attribution.utm ?? null,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
        ipHash: ipHash ?? null,
        visitor,
        fingerprint,
        isSpam: spamReason !== null,
        spamReason,
        reviewReason,
      })
      .returning();

    // Spam gets no mail (a bot's "sender" is often someone else) and no webhook; "not spam" sends them later.
    if (!spamReason) {
      await queueLeadMails(tx, lead, attribution, row.receivedAt);
      await fireWebhook("lead.created", leadData(row), tx);
    }
    return { leadId: row.id, duplicate: false, spam: spamReason !== null };
  });
}

/** Queues a lead's staff notification (per the Settings tab) and acknowledgement (LEAD_ACK_DAILY_LIMIT). */
export async function queueLeadMails(
  tx: Executor,
  lead: LeadSubmission,
  attribution: ResolvedAttribution,
  receivedAt: Date,
) {
  const notify = await getNotificationSettings(tx);
  const site = await getSiteSettings(tx);
  if (notify.notifyKinds.includes(lead.kind)) {
    await enqueueMail(staffNotification(lead, attribution, receivedAt, notify.notificationEmail, site), tx);
  }
  const address = lead.email.trim().toLowerCase();
  // Leads to one address queue here, so two at once cannot both pass the count.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(ACK_LOCK_NAMESPACE))}, hashtext(${address}))`,
  );
  const [sent] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "lead-ack"),
        sql`lower(${mailOutbox.to}) = ${address}`,
        gt(mailOutbox.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if (Number(sent?.n ?? 0) < LEAD_ACK_DAILY_LIMIT)
    await enqueueMail(leadAcknowledgement(lead, site.business), tx);
}

/** A stored lead as the mails describe it (for mails sent when staff mark it "not spam"). */
export function submissionOf(row: Lead): { lead: LeadSubmission; attribution: ResolvedAttribution } {
  return { lead: { ...row, details: row.details ?? undefined }, attribution: row };
}

type ResolvedAttribution = {
  page?: string | null;
  landing?: string | null;
  referrer?: string | null;
  utm?: AttributionInput["utm"] | null;
};

function resolveAttribution(context: SubmissionContext): ResolvedAttribution {
  const visit = context.visit;
  const sent = context.attribution ?? {};
  const sentUtm = sent.utm && Object.values(sent.utm).some(Boolean) ? sent.utm : undefined;
  return {
    page: sent.page || pathOf(context.refererHeader),
    landing: sent.landing || visit?.landing,
    referrer: sent.referrer || visit?.referrer,
    utm: sentUtm ?? visit?.utm,
  };
}

function pathOf(url: string | null | undefined): string | undefined {
  const parsed = url ? URL.parse(url) : null;
  return parsed ? (parsed.pathname + parsed.search).slice(0, 500) : undefined;
}

/** How a fingerprint compares text: NFKC, one space for each run of white space, trimmed, lower case. */
export function normalizedText(value: string | null | undefined) {
  return (value ?? "").normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();
}

/** A submission's fingerprint: the SHA-256 of its normalized parts. */
export const hashOfParts = (parts: unknown[]) =>
  crypto.createHash("sha256").update(JSON.stringify(parts)).digest("hex");

/** Hash of the kind and the normalised fields: equal for the same form sent twice. */
export function fingerprintOf(lead: LeadSubmission): string {
  const details = Object.entries(lead.details ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => [key, normalizedText(value)]);
  return hashOfParts([
    lead.kind,
    normalizedText(lead.name),
    normalizedText(lead.email),
    (lead.phone ?? "").replace(/\D/g, ""),
    normalizedText(lead.company),
    normalizedText(lead.service),
    normalizedText(lead.message),
    details,
  ]);
}

/** The client IP as a salted SHA-256 (the salt kept in the database, so every instance agrees). */
export async function hashIp(ip: string, db: Db = getDb()): Promise<string> {
  const salt = await storedSecret(IP_SALT_KEY, () => crypto.randomBytes(32).toString("hex"), db);
  return crypto.createHash("sha256").update(`${salt}:${ip}`).digest("hex").slice(0, 40);
}

const kindTitles: Record<LeadKind, string> = {
  "free-plan": "Free marketing plan request",
  contact: "Contact request",
  "quick-message": "Quick message",
  "custom-quote": "Custom website quote request",
};

/** The staff notification for a new lead; every user value is escaped in the HTML part. */
export function staffNotification(
  lead: LeadSubmission,
  attribution: ResolvedAttribution,
  receivedAt: Date,
  to: string,
  site: SiteSettings,
) {
  const fields: [string, string | null | undefined][] = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Company", lead.company],
    ["Service", serviceLabel(lead.service)],
    ...labelledDetails(lead.details ?? {}),
  ];
  const utm = Object.entries(attribution.utm ?? {})
    .filter(([, value]) => value)
    .map(([key, value]) => `utm_${key}=${value}`)
    .join(", ");
  const source: [string, string | null | undefined][] = [
    ["Page", attribution.page],
    ["Landing page", attribution.landing],
    ["Referrer", attribution.referrer],
    ["Campaign", utm || undefined],
    ["Received", formatDateTime(receivedAt, site.timeZone)],
  ];
  const title = kindTitles[lead.kind];
  // Only the message may span lines: a line break in any other value would forge mail lines.
  const subject = `${title}: ${foldedLine(lead.name)}${lead.company ? ` (${foldedLine(lead.company)})` : ""}`;
  const foldedRows = (rows: [string, string | null | undefined][]) =>
    rows.flatMap(([label, value]): [string, string][] => (value ? [[label, foldedLine(value)]] : []));
  return {
    kind: "lead-staff",
    to,
    ...leadNotificationMail({
      title,
      subject,
      businessName: site.business.name,
      senderName: foldedLine(lead.name),
      fields: foldedRows(fields),
      message: lead.message || null,
      source: foldedRows(source),
    }),
    headers: { "Reply-To": lead.email },
  };
}
