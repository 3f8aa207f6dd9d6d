import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  type SQL,
  sql,
} from "drizzle-orm";
import { toCsv } from "~/lib/csv";
import type { InboxFilter, InboxStatusValue } from "~/lib/schemas/inbox";
import { labelledDetails } from "~/lib/lead-labels";
import { inboxKindLabels, inboxStatusLabels } from "~/lib/schemas/inbox";
import { serviceLabel } from "~/lib/schemas/leads";
import { type Db, type Executor, getDb } from "../../db/client";
import { anyContains } from "../../db/contains";
import {
  cmsUsers,
  inboxEvents,
  leads,
  newsletterSubscribers,
  orders,
  type SubscriberStatus,
} from "../../db/schema";
import { type AuditActor, recordAudit } from "../audit";
import { NotFoundError } from "../errors";
import { isPossibleLeadReason, possibleLead } from "./form-token";
import { queueLeadMails, submissionOf } from "./leads";
import { firstResponse, leadIsOpen, nameOf } from "./lead-work";
import { isUuid } from "../media/media";
import { leadData } from "../webhooks/payloads";
import { fireWebhook } from "../webhooks/webhooks";

/** The reason staff give when they file a lead as spam themselves (it was mailed on arrival). */
const STAFF_SPAM_PREFIX = "marked by ";
const EXPORT_LIMIT = 50_000;

/** What a lead and an order show alike: the contact, where it came from, the last status change. */
const shared = (row: typeof leads.$inferSelect | typeof orders.$inferSelect) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  page: row.page,
  referrer: row.referrer,
  utm: Object.fromEntries(
    Object.entries(row.utm ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
  ),
  statusNote: row.statusNote,
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
  statusChangedBy: row.statusChangedBy,
});

/** Lead rows as the inbox shows them, their owners' shown names looked up in one query. */
async function leadItems(rows: (typeof leads.$inferSelect)[], db: Executor) {
  const ids = [...new Set(rows.flatMap((row) => row.assigneeId || []))];
  const users = ids.length
    ? await db
        .select({ id: cmsUsers.id, username: cmsUsers.username, displayName: cmsUsers.displayName })
        .from(cmsUsers)
        .where(inArray(cmsUsers.id, ids))
    : [];
  const names = new Map(users.map((user) => [user.id, nameOf(user)]));
  return rows.map((row) => ({
    ...shared(row),
    type: "lead" as const,
    kind: row.kind,
    service: row.service,
    message: row.message,
    /** Extra facts: a quote's budget, an order's template and price. */
    details: row.details ?? {},
    receivedAt: row.receivedAt.toISOString(),
    status: row.status,
    isSpam: row.isSpam,
    spamReason: row.spamReason,
    /** Spam that only the time trap flagged: maybe a person's, shown apart in the Spam view. */
    possibleLead: row.isSpam && isPossibleLeadReason(row.spamReason),
    /** Why staff should look at a kept lead the time check found odd ("too-fast"...); null otherwise. */
    reviewReason: row.reviewReason,
    /** Leads only (null for orders): who owns the next step, when it is due, when it was first answered. */
    assignee: row.assigneeId
      ? { id: row.assigneeId, name: names.get(row.assigneeId) ?? "a colleague" }
      : null,
    followUpAt: row.followUpAt?.toISOString() ?? null,
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
  }));
}

function orderItem(row: typeof orders.$inferSelect) {
  return {
    ...shared(row),
    type: "order" as const,
    kind: "order" as const,
    service: null,
    message: row.notes,
    details: {
      order: row.orderNumber,
      template: row.templateName,
      price: `$${(row.priceCents / 100).toLocaleString("en-US")}`,
      payment: row.status,
    },
    receivedAt: row.createdAt.toISOString(),
    status: row.inboxStatus,
    isSpam: false,
    spamReason: null,
    possibleLead: false,
    reviewReason: null,
    assignee: null,
    followUpAt: null,
    firstResponseAt: null,
  };
}

/** An inbox entry: a lead or an order. */
export type InboxItem = Awaited<ReturnType<typeof leadItems>>[number] | ReturnType<typeof orderItem>;

/** The filter with who is looking ("My leads", and "Due today" before `dueBefore`; empty without a viewer). */
export type InboxQuery = InboxFilter & { viewer?: { userId: string; dueBefore: Date } };

/** Orders show in the inbox view only (they are never spam nor assigned). */
const sources = (filter: InboxQuery) => ({
  wantLeads: filter.kind !== "order",
  wantOrders: filter.view === "inbox" && (filter.kind === undefined || filter.kind === "order"),
});

/** Leads and orders matching the filter, newest first; the spam view is leads only, possible leads first. */
async function inboxRows(
  filter: InboxQuery,
  options: { limit: number; offset?: number },
  db: Db,
): Promise<InboxItem[]> {
  const offset = Math.max(0, options.offset ?? 0);
  // Leads and orders are merged in date order, so each table gives up to offset + limit rows.
  const limit = offset + options.limit;
  const { wantLeads, wantOrders } = sources(filter);

  const [leadRows, orderRows] = await Promise.all([
    wantLeads
      ? db
          .select()
          .from(leads)
          .where(leadWhere(filter))
          .orderBy(
            ...(filter.view === "spam" ? [desc(possibleLead)] : []),
            ...(filter.view === "due" ? [asc(leads.followUpAt)] : []),
            desc(leads.receivedAt),
            desc(leads.id),
          )
          .limit(limit)
          .then((rows) => leadItems(rows, db))
      : [],
    wantOrders
      ? db
          .select()
          .from(orders)
          .where(orderWhere(filter))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .then((rows) => rows.map(orderItem))
      : [],
  ]);
  const items: InboxItem[] = [...leadRows, ...orderRows];
  const key = (item: InboxItem) => `${item.receivedAt}|${item.id}`;
  // The same order as each query's (date, id), so pages neither repeat nor skip an entry. The spam
  // view is leads only, already in its order (possible leads first).
  if (wantOrders) items.sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
  return items.slice(offset, limit);
}

function leadWhere(filter: InboxQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(leads.isSpam, filter.view === "spam")];
  if (filter.view === "mine" || filter.view === "due") {
    if (!filter.viewer) return sql`false`;
    where.push(eq(leads.assigneeId, filter.viewer.userId));
    if (filter.view === "due") {
      where.push(lt(leads.followUpAt, filter.viewer.dueBefore), leadIsOpen);
    }
  }
  if (filter.kind && filter.kind !== "order") where.push(eq(leads.kind, filter.kind));
  if (filter.status) where.push(eq(leads.status, filter.status));
  if (filter.q) {
    const { name, email, phone, company, message, page, statusNote } = leads;
    where.push(anyContains(filter.q, [name, email, phone, company, message, page, statusNote]));
  }
  return and(...where);
}

function orderWhere(filter: InboxFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.status) where.push(eq(orders.inboxStatus, filter.status));
  if (filter.q) {
    const { name, email, phone, company, notes, orderNumber, templateName, statusNote } = orders;
    where.push(
      anyContains(filter.q, [name, email, phone, company, notes, orderNumber, templateName, statusNote]),
    );
  }
  return where.length ? and(...where) : undefined;
}

/** Rows per page of the CMS inbox. */
export const INBOX_LIST_PAGE = 25;

export type InboxPage = { items: InboxItem[]; total: number; page: number; pageCount: number };

/** One page of the inbox (newest first), for the CMS screen; a page past the end shows the last one. */
export async function listInboxPage(
  filter: InboxQuery,
  requestedPage: number,
  db: Db = getDb(),
): Promise<InboxPage> {
  const { wantLeads, wantOrders } = sources(filter);
  const [leadCount, orderCount] = await Promise.all([
    wantLeads ? db.select({ n: count() }).from(leads).where(leadWhere(filter)) : [{ n: 0 }],
    wantOrders ? db.select({ n: count() }).from(orders).where(orderWhere(filter)) : [{ n: 0 }],
  ]);
  const total = Number(leadCount[0]?.n ?? 0) + Number(orderCount[0]?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_LIST_PAGE));
  const page = Math.min(Math.max(1, Number.isSafeInteger(requestedPage) ? requestedPage : 1), pageCount);
  const items = await inboxRows(filter, { limit: INBOX_LIST_PAGE, offset: (page - 1) * INBOX_LIST_PAGE }, db);
  return { items, total, page, pageCount };
}

/** One lead or order by its type and id (the inbox's open entry), or undefined. */
export async function getInboxItem(
  type: string,
  id: string,
  db: Db = getDb(),
): Promise<InboxItem | undefined> {
  if ((type !== "lead" && type !== "order") || !isUuid(id)) return undefined;
  if (type === "lead") {
    const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
    return row ? (await leadItems([row], db))[0] : undefined;
  }
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ? orderItem(row) : undefined;
}

function subjectOf(type: string, id: string): { type: "lead" | "order"; id: string } {
  if ((type !== "lead" && type !== "order") || !isUuid(id))
    throw new NotFoundError("This inbox entry does not exist.");
  return { type, id };
}

/** Who changes a status: the username the history shows, and (from a staff request) the audit actor. */
export type StatusActor = string | { username: string; audit: AuditActor };

/**
 * The one place a lead's or order's status (and note) changes, recorded in inbox_events and, for a
 * staff request, in the audit trail with the status it had before.
 */
export async function changeStatus(
  type: string,
  id: string,
  change: { status: InboxStatusValue; note?: string },
  actor: StatusActor,
  db: Db = getDb(),
): Promise<InboxItem> {
  const subject = subjectOf(type, id);
  const note = change.note?.trim() || null;
  const now = new Date();
  const username = typeof actor === "string" ? actor : actor.username;
  return db.transaction(async (tx) => {
    const isLead = subject.type === "lead";
    const [current] = await (isLead
      ? tx.select({ status: leads.status }).from(leads).where(eq(leads.id, subject.id)).for("update")
      : tx
          .select({ status: orders.inboxStatus })
          .from(orders)
          .where(eq(orders.id, subject.id))
          .for("update"));
    if (!current) throw new NotFoundError("This inbox entry does not exist.");
    const from = current.status;
    const changed = { statusNote: note, statusChangedAt: now, statusChangedBy: username };
    let item: InboxItem;
    if (isLead) {
      // A status past new is a response: the first one dates the lead's speed to lead.
      const firstResponseAt = change.status !== "new" ? firstResponse(now) : undefined;
      const [row] = await tx
        .update(leads)
        .set({ ...changed, status: change.status, firstResponseAt })
        .where(eq(leads.id, subject.id))
        .returning();
      item = (await leadItems([row], tx))[0];
      await fireWebhook("lead.updated", leadData(row, { previousStatus: from }), tx);
    } else {
      const [row] = await tx
        .update(orders)
        .set({ ...changed, inboxStatus: change.status })
        .where(eq(orders.id, subject.id))
        .returning();
      item = orderItem(row);
    }
    await tx.insert(inboxEvents).values({
      subjectType: subject.type,
      subjectId: subject.id,
      status: change.status,
      note,
      changedBy: username,
      changedAt: now,
    });
    if (typeof actor !== "string") {
      await recordAudit(
        {
          action: subject.type === "lead" ? "lead-status" : "order-status",
          actor: actor.audit,
          subject,
          detail: { from, to: change.status, ...(note ? { note } : {}) },
        },
        tx,
      );
    }
    return item;
  });
}

export type InboxEvent = Awaited<ReturnType<typeof statusHistory>>[number];

/** The status history of one lead or order, newest first. */
export async function statusHistory(type: string, id: string, db: Db = getDb()) {
  const subject = subjectOf(type, id);
  const { subjectType, subjectId, ...columns } = getTableColumns(inboxEvents);
  const rows = await db
    .select(columns)
    .from(inboxEvents)
    .where(and(eq(subjectType, subject.type), eq(subjectId, subject.id)))
    .orderBy(desc(inboxEvents.changedAt), desc(inboxEvents.id));
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}

/**
 * Moves a lead into the spam view or out of it. "Not spam" on a lead the site filed queues the mails
 * it never got; the row is locked first, so two staff pressing at once mail it once.
 */
export async function setSpam(id: string, isSpam: boolean, actor: string, db: Db = getDb()) {
  subjectOf("lead", id);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for("update").limit(1);
    if (!current) throw new NotFoundError("This inbox entry does not exist.");
    if (current.isSpam === isSpam) return;
    const [row] = await tx
      .update(leads)
      .set(
        isSpam
          ? { isSpam: true, spamReason: `${STAFF_SPAM_PREFIX}${actor}` }
          : { isSpam: false, spamReason: null },
      )
      .where(eq(leads.id, id))
      .returning();
    const filedBySite = !current.spamReason?.startsWith(STAFF_SPAM_PREFIX);
    if (!isSpam && filedBySite) {
      const { lead, attribution } = submissionOf(current);
      await queueLeadMails(tx, lead, attribution, current.receivedAt);
      await fireWebhook("lead.created", leadData(row), tx);
    }
  });
}

/** The Spam view's figures for the CMS navigation: spam filed in the last 30 days, and how many of them are possible leads. */
export async function spamCounts(db: Db = getDb()) {
  const [row] = await db
    .select({
      spam: count(),
      possibleLeads: sql<number>`count(*) filter (where ${possibleLead})::int`,
    })
    .from(leads)
    .where(and(eq(leads.isSpam, true), gte(leads.receivedAt, sql`now() - interval '30 days'`)));
  return { spam: Number(row?.spam ?? 0), possibleLeads: Number(row?.possibleLeads ?? 0) };
}

const utmText = (utm: Record<string, string>) =>
  Object.entries(utm)
    .map(([key, value]) => `utm_${key}=${value}`)
    .join("&");

/** CSV of every entry matching the filter (formula-safe, see app/lib/csv). */
export async function inboxCsv(filter: InboxQuery, db: Db = getDb()): Promise<string> {
  const items = await inboxRows(filter, { limit: EXPORT_LIMIT }, db);
  return toCsv(items, [
    { header: "Received", value: (item) => item.receivedAt },
    { header: "Kind", value: (item) => inboxKindLabels[item.kind] },
    { header: "Status", value: (item) => inboxStatusLabels[item.status] },
    { header: "Name", value: (item) => item.name },
    { header: "Email", value: (item) => item.email },
    { header: "Phone", value: (item) => item.phone },
    { header: "Company", value: (item) => item.company },
    { header: "Service", value: (item) => serviceLabel(item.service) },
    { header: "Message", value: (item) => item.message },
    {
      header: "Details",
      value: (item) =>
        labelledDetails(item.details)
          .map(([name, value]) => `${name}: ${value}`)
          .join("; "),
    },
    { header: "Page", value: (item) => item.page },
    { header: "Referrer", value: (item) => item.referrer },
    { header: "UTM", value: (item) => utmText(item.utm) },
    { header: "Status note", value: (item) => item.statusNote },
    { header: "Status changed at", value: (item) => item.statusChangedAt },
    { header: "Status changed by", value: (item) => item.statusChangedBy },
    { header: "Spam", value: (item) => (item.isSpam ? "yes" : "no") },
  ]);
}

export type Subscriber = Awaited<ReturnType<typeof listSubscribers>>[number];

export async function listSubscribers(filter: { status?: SubscriberStatus; q?: string }, db: Db = getDb()) {
  const where: (SQL | undefined)[] = [];
  if (filter.status) where.push(eq(newsletterSubscribers.status, filter.status));
  if (filter.q) where.push(anyContains(filter.q, [newsletterSubscribers.email]));
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(EXPORT_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    /** Given by an imported list; null for sign-ups on the site. */
    name: row.name,
    status: row.status,
    source: row.source,
    /** How an imported subscriber consented (when: confirmedAt). */
    consent: row.consent,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  }));
}

export async function subscribersCsv(filter: { status?: SubscriberStatus; q?: string }, db: Db = getDb()) {
  const rows = await listSubscribers(filter, db);
  return toCsv(rows, [
    { header: "Email", value: (row) => row.email },
    { header: "Name", value: (row) => row.name },
    { header: "Status", value: (row) => row.status },
    { header: "Source", value: (row) => row.source },
    { header: "Subscribed", value: (row) => row.createdAt },
    { header: "Confirmed", value: (row) => row.confirmedAt },
    { header: "Unsubscribed", value: (row) => row.unsubscribedAt },
    // With "Confirmed" (the when), how an imported subscriber consented: the file imports again.
    { header: "Consent", value: (row) => row.consent },
  ]);
}

export type InboxStats = Awaited<ReturnType<typeof inboxStats>>;

/** Overview figures: non-spam leads in the last 7 and 30 days, and conversions by page. */
export async function inboxStats(db: Db = getDb()) {
  const since = (days: number) => sql`now() - ${sql.raw(`interval '${days} days'`)}`;
  const [[recent], orders30] = await Promise.all([
    db
      .select({
        week: sql<number>`count(*) filter (where not ${leads.isSpam} and ${leads.receivedAt} >= ${since(7)})::int`,
        month: sql<number>`count(*) filter (where not ${leads.isSpam})::int`,
        spam: sql<number>`count(*) filter (where ${leads.isSpam})::int`,
      })
      .from(leads)
      .where(gte(leads.receivedAt, since(30))),
    db.$count(orders, gte(orders.createdAt, since(30))),
  ]);
  // Entries and won ones per page (blank: "(unknown)").
  const perPage = (table: typeof leads | typeof orders, status: AnyColumn, where?: SQL) => {
    const page = sql<string>`coalesce(nullif(${table.page}, ''), '(unknown)')`;
    const won = sql<number>`count(*) filter (where ${status} = 'won')::int`;
    return db.select({ page, n: count(), won }).from(table).where(where).groupBy(page);
  };
  const [leadPages, orderPages] = await Promise.all([
    perPage(leads, leads.status, eq(leads.isSpam, false)),
    perPage(orders, orders.inboxStatus),
  ]);
  const byPage = new Map<string, { page: string; leads: number; orders: number; won: number }>();
  const tally = (rows: { page: string; n: number; won: number }[], kind: "leads" | "orders") => {
    for (const row of rows) {
      const value = byPage.get(row.page) ?? { page: row.page, leads: 0, orders: 0, won: 0 };
      byPage.set(row.page, value);
      value[kind] += Number(row.n);
      value.won += Number(row.won);
    }
  };
  tally(leadPages, "leads");
  tally(orderPages, "orders");
  return {
    last7Days: Number(recent?.week ?? 0),
    last30Days: Number(recent?.month ?? 0),
    spam30Days: Number(recent?.spam ?? 0),
    orders30Days: orders30,
    byPage: [...byPage.values()]
      .sort((a, b) => b.leads + b.orders - (a.leads + a.orders) || a.page.localeCompare(b.page))
      .slice(0, 12),
  };
}
