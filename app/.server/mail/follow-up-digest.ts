import { and, asc, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { site } from "~/content/site";
import {
  addDays,
  formatDate,
  formatDateTime,
  latestLocalHour,
  zonedParts,
  zonedTimeToInstant,
} from "~/lib/date-time";
import { can, roles } from "~/lib/permissions";
import { inboxKindLabels, inboxStatusLabels } from "~/lib/schemas/inbox";
import { foldedLine } from "~/lib/schemas/single-line";
import { siteUrl } from "../config";
import { type Db, getDb } from "../db/client";
import { cmsUsers, leads } from "../db/schema";
import { nameOf, openFollowUp } from "../services/leads/lead-work";
import { getNotificationSettings, getSiteSettings } from "../services/settings";
import { claimDailyRun } from "./daily-run";
import { enqueueMail } from "./outbox";
import { type FollowUpLine, followUpDigestMail } from "./templates/follow-up-digest";

/** job_runs' job: one row per morning (daily-run.ts), so each assignee gets at most one mail a morning. */
const JOB = "lead-follow-ups";
/** A morning's mail is sent up to this long after its hour; later it is skipped (tomorrow's lists them). */
const SEND_WINDOW_MS = 6 * 60 * 60 * 1000;
/** At most this many leads are listed; the mail says how many more there are. */
const LIST_LIMIT = 50;

/** The first instant of the day after `instant`'s day, on the zone's calendar. */
export function startOfNextDay(instant: Date, timeZone: string): Date {
  const { year, month, day } = zonedParts(instant, timeZone);
  return zonedTimeToInstant(addDays(year, month, day, 1), 0, 0, timeZone);
}

/** The morning mails: each colleague with open leads due by the day's end gets one, once; returns how many. */
export async function runFollowUpMails(now = new Date(), db: Db = getDb()): Promise<number> {
  const [{ timeZone }, { followUpHour }] = await Promise.all([
    getSiteSettings(db),
    getNotificationSettings(db),
  ]);
  const morning = latestLocalHour(now, followUpHour, timeZone);
  if (now.getTime() - morning.getTime() > SEND_WINDOW_MS) return 0;
  const dueBefore = startOfNextDay(morning, timeZone);
  const startOfDay = zonedTimeToInstant(zonedParts(morning, timeZone), 0, 0, timeZone);
  const readers = roles.filter((role) => can(role, "personalData.view"));
  return db.transaction(async (tx) => {
    if (!(await claimDailyRun(tx, JOB, morning))) return 0;
    const assignees = await tx
      .selectDistinct({
        id: cmsUsers.id,
        email: cmsUsers.email,
        username: cmsUsers.username,
        displayName: cmsUsers.displayName,
      })
      .from(leads)
      .innerJoin(cmsUsers, eq(cmsUsers.id, leads.assigneeId))
      .where(
        and(
          openFollowUp,
          lt(leads.followUpAt, dueBefore),
          inArray(cmsUsers.role, readers),
          isNull(cmsUsers.suspendedAt),
          isNotNull(cmsUsers.email),
        ),
      );
    let sent = 0;
    for (const assignee of assignees) {
      if (!assignee.email) continue;
      const due = and(openFollowUp, eq(leads.assigneeId, assignee.id), lt(leads.followUpAt, dueBefore));
      const [rows, total] = await Promise.all([
        tx.select().from(leads).where(due).orderBy(asc(leads.followUpAt)).limit(LIST_LIMIT),
        tx.$count(leads, due),
      ]);
      const entries: FollowUpLine[] = rows.map((row) => {
        const at = row.followUpAt ?? morning;
        return {
          name: foldedLine(row.name),
          kind: inboxKindLabels[row.kind],
          status: inboxStatusLabels[row.status],
          due: formatDateTime(at, timeZone),
          overdue: at < startOfDay,
        };
      });
      await enqueueMail(
        {
          kind: "lead-follow-ups",
          to: assignee.email,
          ...followUpDigestMail({
            siteName: site.name,
            assigneeName: nameOf(assignee),
            date: formatDate(morning, timeZone),
            entries,
            more: Math.max(0, total - rows.length),
            link: siteUrl("/cms/inbox?view=due"),
          }),
        },
        tx,
      );
      sent++;
    }
    return sent;
  });
}
