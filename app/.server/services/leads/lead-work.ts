import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { site } from "~/content/site";
import { formatDateTime } from "~/lib/date-time";
import { roles, can } from "~/lib/permissions";
import { inboxKindLabels } from "~/lib/schemas/inbox";
import { foldedLine } from "~/lib/schemas/single-line";
import { siteUrl } from "../../config";
import { type Db, type Executor, getDb } from "../../db/client";
import { cmsUsers, leadNotes, leads } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { leadAssignedMail } from "../../mail/templates/lead-assigned";
import { type AuditActor, type AuditEntry, recordAudit } from "../audit";
import { leadData } from "../webhooks/payloads";
import { fireWebhook } from "../webhooks/webhooks";
import { NotFoundError, ValidationError } from "../errors";
import { isUuid } from "../media/media";
import { getSiteSettings } from "../settings";

/**
 * The work on a lead after it arrives: its owner, notes and next follow-up. One function per
 * change, each in one transaction with its webhook and audit event.
 */

/** Who makes a change: their account, username (shown in notes) and audit actor. */
export type LeadActor = { userId: string; username: string; audit: AuditActor };

/** The roles that may read leads: only they may own one (see leads.assign in permissions.ts). */
const readerRoles = roles.filter((role) => can(role, "personalData.view"));

export const nameOf = (row: { displayName: string | null; username: string }) =>
  row.displayName?.trim() || row.username;

/** A colleague a lead can be given to. */
export type Assignable = Awaited<ReturnType<typeof listAssignable>>[number];

/** The accounts a lead can be given to (active, with a role that may read leads), and `where`. */
const assignable = (db: Executor, where?: SQL) =>
  db
    .select({
      id: cmsUsers.id,
      email: cmsUsers.email,
      username: cmsUsers.username,
      displayName: cmsUsers.displayName,
    })
    .from(cmsUsers)
    .where(and(inArray(cmsUsers.role, readerRoles), isNull(cmsUsers.suspendedAt), where));

/** Colleagues a lead can be given to: active accounts whose role may read leads, by name. */
export async function listAssignable(db: Executor = getDb()) {
  const rows = await assignable(db).orderBy(asc(cmsUsers.username));
  return rows.map((row) => ({ id: row.id, name: nameOf(row) })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Updates a locked lead, then fires its webhook (`change`: what changed) and records its audit event. */
async function updateLead(
  tx: Executor,
  actor: LeadActor,
  id: string,
  values: PgUpdateSetSource<typeof leads>,
  change: Parameters<typeof leadData>[1],
  audit: Pick<AuditEntry, "action" | "detail">,
) {
  const [updated] = await tx.update(leads).set(values).where(eq(leads.id, id)).returning();
  await fireWebhook("lead.updated", leadData(updated, change), tx);
  await recordAudit({ ...audit, actor: actor.audit, subject: { type: "lead", id } }, tx);
}

async function lockLead(tx: Executor, id: string) {
  if (!isUuid(id)) throw new NotFoundError("This lead does not exist.");
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for("update").limit(1);
  if (!row) throw new NotFoundError("This lead does not exist.");
  return row;
}

async function ownerName(tx: Executor, id: string | null): Promise<string> {
  if (!id) return "nobody";
  const [row] = await tx
    .select({ username: cmsUsers.username, displayName: cmsUsers.displayName })
    .from(cmsUsers)
    .where(eq(cmsUsers.id, id))
    .limit(1);
  return row ? nameOf(row) : "a removed account";
}

/** The first response is the earliest of them: set once, never moved by a later change. */
export const firstResponse = (at: Date) => sql`coalesce(${leads.firstResponseAt}, ${at})`;

/**
 * Gives a lead to a colleague (null: to nobody). The new owner is mailed the lead through the
 * outbox, in the same transaction, unless they gave it to themselves. Giving it to whoever already
 * has it changes nothing and mails nobody.
 */
export async function assignLead(
  leadId: string,
  assigneeId: string | null,
  actor: LeadActor,
  db: Db = getDb(),
) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (lead.assigneeId === assigneeId) return { changed: false as const, mailed: false };
    const [row] =
      assigneeId && isUuid(assigneeId) ? await assignable(tx, eq(cmsUsers.id, assigneeId)).limit(1) : [];
    const message = "Choose a colleague who may read leads.";
    if (assigneeId && !row) throw new ValidationError(message, { assigneeId: message });
    const assignee = row ? { id: row.id, email: row.email, name: nameOf(row) } : null;
    const values = { assigneeId: assignee?.id ?? null, assignedAt: assignee ? new Date() : null };
    const change = { change: "assigned" as const, assigneeName: assignee?.name ?? "nobody" };
    // Names, as the audit trail reads them; the new owner's account too.
    await updateLead(tx, actor, lead.id, values, change, {
      action: "lead-assign",
      detail: {
        from: await ownerName(tx, lead.assigneeId),
        to: assignee?.name ?? "nobody",
        assigneeId: assignee?.id ?? null,
      },
    });
    const mailed = Boolean(assignee?.email) && assignee?.id !== actor.userId;
    if (assignee?.email && mailed) {
      const { timeZone } = await getSiteSettings(tx);
      const one = (value: string | null) => (value ? foldedLine(value) : "");
      const fields = (
        [
          ["Kind", inboxKindLabels[lead.kind]],
          ["Name", one(lead.name)],
          ["Email", one(lead.email)],
          ["Phone", one(lead.phone)],
          ["Company", one(lead.company)],
          ["Received", formatDateTime(lead.receivedAt, timeZone)],
        ] satisfies [string, string][]
      ).filter(([, value]) => value);
      const link = siteUrl(`/cms/inbox?open=lead:${lead.id}`);
      await enqueueMail(
        {
          kind: "lead-assigned",
          to: assignee.email,
          ...leadAssignedMail({
            siteName: site.name,
            assigneeName: assignee.name,
            assignedBy: actor.username,
            leadName: one(lead.name),
            fields,
            message: lead.message,
            link,
          }),
        },
        tx,
      );
    }
    return { changed: true as const, mailed };
  });
}

/** Adds a note to a lead (who and when are kept); the lead's first response when it had none. */
export async function addLeadNote(leadId: string, body: string, actor: LeadActor, db: Db = getDb()) {
  const text = body.trim();
  if (!text) throw new ValidationError("Write the note first", { body: "Write the note first" });
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    const now = new Date();
    const [note] = await tx
      .insert(leadNotes)
      .values({
        leadId: lead.id,
        body: text,
        authorId: actor.userId,
        authorName: actor.username,
        createdAt: now,
      })
      .returning();
    await updateLead(
      tx,
      actor,
      lead.id,
      { firstResponseAt: firstResponse(now) },
      { change: "note", note: text, noteBy: actor.username },
      { action: "lead-note", detail: { note: note.id } },
    );
    return toNote(note);
  });
}

/** Sets (or, with null, clears) when someone should next get back to the lead. */
export async function setLeadFollowUp(leadId: string, at: Date | null, actor: LeadActor, db: Db = getDb()) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    const detail = { from: lead.followUpAt?.toISOString() ?? null, to: at?.toISOString() ?? null };
    await updateLead(
      tx,
      actor,
      lead.id,
      { followUpAt: at },
      { change: "follow-up" },
      { action: "lead-follow-up", detail },
    );
  });
}

/** A note on a lead, with who wrote it and when. */
export type LeadNote = ReturnType<typeof toNote>;

const toNote = (row: typeof leadNotes.$inferSelect) => ({
  id: row.id,
  body: row.body,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
});

/** A lead's notes, newest first. */
export async function listLeadNotes(leadId: string, db: Executor = getDb()) {
  if (!isUuid(leadId)) return [];
  const rows = await db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  return rows.map(toNote);
}

/** A lead still in play: won and lost ones need no follow-up. */
export const leadIsOpen = sql`${leads.status} not in ('won', 'lost')`;

/** The open leads (not spam, not won or lost) with a follow-up set, for a WHERE. */
export const openFollowUp = and(eq(leads.isSpam, false), isNotNull(leads.followUpAt), leadIsOpen);
