import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditFilter } from "~/lib/schemas/audit";
import { zonedDayRange } from "~/lib/date-time";
import { type Db, type Executor, getDb } from "../db/client";
import { auditEvents, cmsUsers } from "../db/schema";

export type { AuditAction } from "~/lib/schemas/audit";

/** How long events are kept; the daily jobs purge older ones. */
const AUDIT_RETENTION_DAYS = 365;

/** Who acted, and from which client (`clientKey()` of the address, as the per-client limits use). */
export type AuditActor = { userId: string | null; clientKey: string | null };

export type AuditEntry = {
  action: AuditAction;
  actor: AuditActor;
  subject?: { type: string; id: string };
  detail?: Record<string, unknown>;
};

/**
 * Keys whose values never go into the trail, at any depth: a password typed at a failed sign-in,
 * a session or form token, a hash, a one-time code. Checked here, at the one place rows are
 * written, so no caller can forget it.
 */
const SECRET_KEY = /pass(word)?|token|secret|hash|cookie|session|otp|code|api_?key|credential/i;
const MAX_DETAIL_CHARS = 4000;

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 4) return "[nested]";
  if (typeof value === "string") return value.slice(0, 500);
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrub(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, item]) => [key, scrub(item, depth + 1)]),
    );
  }
  return value;
}

function auditDetail(detail: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!detail) return null;
  const clean = scrub(detail) as Record<string, unknown>;
  if (Object.keys(clean).length === 0) return null;
  return JSON.stringify(clean).length > MAX_DETAIL_CHARS ? { truncated: true } : clean;
}

/**
 * Writes one audit event. Pass the transaction of the change it records, so the event exists
 * exactly when the change does.
 */
export async function recordAudit(entry: AuditEntry, db: Executor = getDb()): Promise<void> {
  await db.insert(auditEvents).values({
    action: entry.action,
    actorId: entry.actor.userId,
    // Copied when written, so the event names its actor after the account is removed.
    actorName: entry.actor.userId
      ? sql`(select ${cmsUsers.username} from ${cmsUsers} where ${cmsUsers.id} = ${entry.actor.userId})`
      : null,
    clientKey: entry.actor.clientKey?.slice(0, 100) ?? null,
    subjectType: entry.subject?.type.slice(0, 40) ?? null,
    subjectId: entry.subject?.id.slice(0, 200) ?? null,
    detail: auditDetail(entry.detail),
  });
}

/** Records an action on a post, in the caller's transaction, when a signed-in person did it. */
export async function auditPost(
  actor: AuditActor | undefined,
  action: AuditAction,
  post: { id: string; title: string; slug: string },
  db: Executor,
) {
  if (!actor) return;
  const detail = { title: post.title, slug: post.slug };
  await recordAudit({ action, actor, subject: { type: "post", id: post.id }, detail }, db);
}

/** The filter's days are the site's calendar days (the trail shows its times in the site's zone). */
function whereOf(filter: AuditFilter, timeZone: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(eq(auditEvents.actorId, filter.actor));
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.from)
    conditions.push(gte(auditEvents.at, zonedDayRange(filter.from, filter.from, timeZone).start));
  if (filter.to) conditions.push(lt(auditEvents.at, zonedDayRange(filter.to, filter.to, timeZone).end));
  return and(...conditions);
}

/** One page of events, newest first, with the actor's username (as it was when the event was written, once the account is gone). */
export async function listAuditEvents(filter: AuditFilter, timeZone: string, db: Db = getDb()) {
  const where = whereOf(filter, timeZone);
  const [{ total }] = await db.select({ total: count() }).from(auditEvents).where(where);
  const pageCount = Math.max(1, Math.ceil(Number(total) / AUDIT_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const rows = await db
    .select({
      event: auditEvents,
      actorName: sql<string | null>`coalesce(${cmsUsers.username}, ${auditEvents.actorName})`,
    })
    .from(auditEvents)
    .leftJoin(cmsUsers, eq(cmsUsers.id, auditEvents.actorId))
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const items = rows.map(({ event, actorName }) => ({ ...event, at: event.at.toISOString(), actorName }));
  return { items, total: Number(total), page, pageCount };
}

/** The staff the actor filter offers. */
export async function auditActorOptions(db: Db = getDb()) {
  return db
    .select({ id: cmsUsers.id, username: cmsUsers.username })
    .from(cmsUsers)
    .orderBy(cmsUsers.username);
}

/** Deletes events older than AUDIT_RETENTION_DAYS (the daily jobs); returns how many went. */
export async function purgeAuditEvents(now = new Date(), db: Db = getDb()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, cutoff))
    .returning({ id: auditEvents.id });
  return deleted.length;
}

/** The actor of a signed-in staff request. */
export function auditActorOf(auth: { user: { id: string } }, clientKey: string | undefined): AuditActor {
  return { userId: auth.user.id, clientKey: clientKey ?? null };
}
