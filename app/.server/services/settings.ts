import { inArray } from "drizzle-orm";
import { inboxLeadKinds, type NotificationSettings } from "~/lib/schemas/inbox";
import { getConfig } from "../config";
import { type Db, getDb } from "../db/client";
import { siteSettings } from "../db/schema";

const EMAIL_KEY = "notification-email";
const KINDS_KEY = "notify-lead-kinds";

/**
 * Where staff mail about new leads goes, and for which kinds. Stored in site_settings (so every
 * instance agrees); before anyone saves them, STAFF_EMAIL and every kind.
 */
export async function getNotificationSettings(db: Db = getDb()): Promise<NotificationSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [EMAIL_KEY, KINDS_KEY]));
  const email = rows.find((row) => row.key === EMAIL_KEY)?.value;
  const kinds = rows.find((row) => row.key === KINDS_KEY)?.value;
  return {
    notificationEmail: typeof email === "string" && email ? email : getConfig().STAFF_EMAIL,
    notifyKinds: Array.isArray(kinds)
      ? inboxLeadKinds.filter((kind) => kinds.includes(kind))
      : [...inboxLeadKinds],
  };
}

export async function saveNotificationSettings(
  settings: NotificationSettings,
  actor: string,
  db: Db = getDb(),
): Promise<NotificationSettings> {
  const values = [
    { key: EMAIL_KEY, value: settings.notificationEmail.toLowerCase() },
    { key: KINDS_KEY, value: inboxLeadKinds.filter((kind) => settings.notifyKinds.includes(kind)) },
  ];
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
  return getNotificationSettings(db);
}
