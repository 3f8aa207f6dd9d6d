import { and, desc, eq, gte, lt, max } from "drizzle-orm";
import { site } from "~/content/site";
import { formatDateTime, latestLocalHour } from "~/lib/date-time";
import { inboxKindLabels } from "~/lib/schemas/inbox";
import { foldedLine } from "~/lib/schemas/single-line";
import { siteUrl } from "../config";
import { type Db, getDb } from "../db/client";
import { jobRuns, leads } from "../db/schema";
import { isPossibleLeadReason, possibleLead } from "../services/leads/form-token";
import { claimDailyRun } from "./daily-run";
import { enqueueMail, type OutgoingMail } from "./outbox";
import { type DigestLine, spamDigestMail as renderDigest } from "./templates/spam-digest";
import { getNotificationSettings, getSiteSettings } from "../services/settings";

const JOB = "spam-digest";
/** The digest covers the day up to 7 a.m. in the site's time zone, summer and winter (ADR 0034). */
export const SPAM_DIGEST_LOCAL_HOUR = 7;
/** At most this many entries are listed; the mail says how many more the Spam view holds. */
const DIGEST_LIST_LIMIT = 100;
/** A digest never reaches further back than this (after a long outage). */
const MAX_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

/** The most recent digest time at or before `now`: the last 7 a.m. on the zone's clock. */
export function digestCutoff(now: Date, timeZone: string): Date {
  return latestLocalHour(now, SPAM_DIGEST_LOCAL_HOUR, timeZone);
}

type DigestEntry = typeof leads.$inferSelect;

/** Queues the daily spam digest (possible leads first; none without spam); returns the entries mailed. */
export async function runSpamDigest(now = new Date(), db: Db = getDb()): Promise<number> {
  const { timeZone } = await getSiteSettings(db);
  const cutoff = digestCutoff(now, timeZone);
  return db.transaction(async (tx) => {
    if (!(await claimDailyRun(tx, JOB, cutoff))) return 0;
    const [previous] = await tx
      .select({ end: max(jobRuns.periodEnd) })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, JOB), lt(jobRuns.periodEnd, cutoff)));
    const floor = new Date(cutoff.getTime() - MAX_PERIOD_MS);
    const start =
      previous?.end && previous.end > floor ? previous.end : new Date(cutoff.getTime() - 86_400_000);
    const inPeriod = and(eq(leads.isSpam, true), gte(leads.receivedAt, start), lt(leads.receivedAt, cutoff));
    const [entries, total] = await Promise.all([
      tx
        .select()
        .from(leads)
        .where(inPeriod)
        .orderBy(desc(possibleLead), desc(leads.receivedAt))
        .limit(DIGEST_LIST_LIMIT),
      tx.$count(leads, inPeriod),
    ]);
    if (!entries.length) return 0;
    const { notificationEmail } = await getNotificationSettings(tx);
    await enqueueMail(spamDigestMail(entries, total, notificationEmail, timeZone), tx);
    return entries.length;
  });
}

/** The digest mail: possible leads, then the rest, each with its kind, sender, time and reason. */
export function spamDigestMail(
  entries: DigestEntry[],
  total: number,
  to: string,
  timeZone: string,
): OutgoingMail {
  const possible = entries.filter((entry) => isPossibleLeadReason(entry.spamReason));
  const plain = entries.filter((entry) => !isPossibleLeadReason(entry.spamReason));
  const inbox = siteUrl("/cms/inbox?view=spam");
  const line = (entry: DigestEntry): DigestLine => ({
    kind: inboxKindLabels[entry.kind],
    name: foldedLine(entry.name),
    email: foldedLine(entry.email),
    receivedAt: formatDateTime(entry.receivedAt, timeZone),
    reason: entry.spamReason ?? "flagged",
  });
  return {
    kind: "spam-digest",
    to,
    ...renderDigest({
      siteName: site.name,
      total,
      possible: possible.map(line),
      plain: plain.map(line),
      more: Math.max(0, total - entries.length),
      inbox,
    }),
  };
}
