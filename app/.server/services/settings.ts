import { inArray, max } from "drizzle-orm";
import { DEFAULT_FOLLOW_UP_HOUR, inboxLeadKinds, type NotificationSettings } from "~/lib/schemas/inbox";
import { type BusinessDetails, businessDetailsSchema, timeZoneSchema } from "~/lib/schemas/site-settings";
import { defaultSiteSettings, type SiteSettings } from "~/lib/site-settings";
import { getConfig } from "../config";
import { type Executor, getDb } from "../db/client";
import { siteSettings } from "../db/schema";

const EMAIL_KEY = "notification-email";
const KINDS_KEY = "notify-lead-kinds";
const FOLLOW_UP_HOUR_KEY = "follow-up-hour";
const BUSINESS_KEY = "business-details";
const TIME_ZONE_KEY = "time-zone";
const siteKeys = [BUSINESS_KEY, TIME_ZONE_KEY];

/** Where staff mail about new leads goes, and for which kinds; until saved, STAFF_EMAIL and every kind. */
export async function getNotificationSettings(db: Executor = getDb()): Promise<NotificationSettings> {
  const stored = await readSettings([EMAIL_KEY, KINDS_KEY, FOLLOW_UP_HOUR_KEY], db);
  const [email, kinds, hour] = [stored.get(EMAIL_KEY), stored.get(KINDS_KEY), stored.get(FOLLOW_UP_HOUR_KEY)];
  return {
    notificationEmail: typeof email === "string" && email ? email : getConfig().STAFF_EMAIL,
    notifyKinds: Array.isArray(kinds)
      ? inboxLeadKinds.filter((kind) => kinds.includes(kind))
      : [...inboxLeadKinds],
    followUpHour:
      typeof hour === "number" && Number.isInteger(hour) && hour >= 0 && hour <= 23
        ? hour
        : DEFAULT_FOLLOW_UP_HOUR,
  };
}

export async function saveNotificationSettings(
  settings: NotificationSettings,
  actor: string,
  db: Executor = getDb(),
): Promise<NotificationSettings> {
  await putSettings(
    [
      { key: EMAIL_KEY, value: settings.notificationEmail.toLowerCase() },
      { key: KINDS_KEY, value: inboxLeadKinds.filter((kind) => settings.notifyKinds.includes(kind)) },
      { key: FOLLOW_UP_HOUR_KEY, value: settings.followUpHour },
    ],
    actor,
    db,
  );
  return getNotificationSettings(db);
}

/**
 * The settings the public site shows (ADR 0028): the business details and the time zone, each
 * the default (app/content) until staff save it. A stored value that no longer passes the schema
 * (a field added since) falls back to the default rather than breaking every page.
 */
export async function getSiteSettings(db: Executor = getDb()): Promise<SiteSettings> {
  const stored = await readSettings(siteKeys, db);
  const business = businessDetailsSchema.safeParse(stored.get(BUSINESS_KEY));
  const zone = timeZoneSchema.safeParse({ timeZone: stored.get(TIME_ZONE_KEY) });
  return {
    business: business.success ? business.data : defaultSiteSettings.business,
    timeZone: zone.success ? zone.data.timeZone : defaultSiteSettings.timeZone,
  };
}

/** Changes whenever a site setting is saved (what page caches compare); null while all are defaults. */
export async function siteSettingsVersion(db: Executor = getDb()): Promise<string | null> {
  const [row] = await db
    .select({ changedAt: max(siteSettings.updatedAt) })
    .from(siteSettings)
    .where(inArray(siteSettings.key, siteKeys));
  return row?.changedAt ? new Date(row.changedAt).toISOString() : null;
}

export async function saveBusinessDetails(details: BusinessDetails, actor: string, db: Executor = getDb()) {
  await putSettings([{ key: BUSINESS_KEY, value: details }], actor, db);
}

export async function saveTimeZone(timeZone: string, actor: string, db: Executor = getDb()) {
  await putSettings([{ key: TIME_ZONE_KEY, value: timeZone }], actor, db);
}

async function putSettings(values: { key: string; value: unknown }[], actor: string, db: Executor) {
  await db.transaction(async (tx) => {
    for (const row of values) {
      await tx
        .insert(siteSettings)
        .values({ ...row, updatedBy: actor })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: row.value, updatedBy: actor, updatedAt: new Date() },
        });
    }
  });
}

const TWO_STEP_KEY = "two-step-required";

/** Whether every account must use two-step sign-in (Settings; off until saved). */
export async function twoStepRequired(db: Executor = getDb()): Promise<boolean> {
  return (await readSettings([TWO_STEP_KEY], db)).get(TWO_STEP_KEY) === true;
}

/** The stored values of `keys`, by key (a key never saved is absent). */
async function readSettings(keys: string[], db: Executor) {
  const { key, value } = siteSettings;
  const rows = await db.select({ key, value }).from(siteSettings).where(inArray(key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function saveTwoStepRequired(required: boolean, actor: string, db: Executor = getDb()) {
  await putSettings([{ key: TWO_STEP_KEY, value: required }], actor, db);
}
