import crypto from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { invitableRoles, type Role, roleLabels, type StaffMember, toRole } from "~/lib/permissions";
import { type Executor, getDb } from "../../db/client";
import { cmsInvitations, cmsUsers } from "../../db/schema";
import { type AuditAction, type AuditActor, recordAudit } from "../audit";
import { createUser } from "./auth";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import { enqueueMail } from "../../mail/outbox";
import { invitationMail } from "../../mail/templates/invitation";
import { createSession, hashToken } from "./sessions";

/**
 * Staff invitations: an Administrator invites to any role but Owner, an Editor to
 * Author or Contributor. The mail (through the outbox) holds a single-use link valid for 7 days;
 * the row keeps only the token's SHA-256. Accepting creates the account and signs it in.
 */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The one answer for a link that is unknown, used, revoked or expired (it tells nothing more). */
export const INVITATION_GONE = "This invitation link is no longer valid. Ask for a new invitation.";

/** Neither accepted nor revoked. */
const open = () => and(isNull(cmsInvitations.acceptedAt), isNull(cmsInvitations.revokedAt));

function assertMayInvite(actor: StaffMember, role: Role) {
  if (!invitableRoles(actor.role).includes(role))
    throw new ForbiddenError("Your role cannot invite to this role.");
}

/** Queues the mail with a new link (in `tx`); returns what the row keeps of it. */
async function mailNewLink(
  tx: Executor,
  invitation: { email: string; role: Role },
  origin: string,
  inviter: string,
) {
  const token = crypto.randomBytes(32).toString("base64url");
  const link = new URL(`/cms/invite/${token}`, origin).toString();
  const mail = invitationMail({ inviter, roleLabel: roleLabels[invitation.role], link });
  await enqueueMail({ kind: "staff-invitation", to: invitation.email, ...mail }, tx);
  const sentAt = new Date();
  return { tokenHash: hashToken(token), sentAt, expiresAt: new Date(sentAt.getTime() + INVITATION_TTL_MS) };
}

/**
 * Invites `email` as `role`; `origin` is the CMS's own origin (the link's). A pending invitation for
 * the same address is replaced, so one address never holds two working links.
 */
export async function inviteStaff(
  actor: StaffMember & { username: string },
  input: { email: string; role: Role },
  origin: string,
  audit?: AuditActor,
) {
  assertMayInvite(actor, input.role);
  const [taken] = await getDb()
    .select({ id: cmsUsers.id })
    .from(cmsUsers)
    .where(sql`lower(${cmsUsers.email}) = lower(${input.email})`)
    .limit(1);
  const inUse = "A colleague already uses this address.";
  if (taken) throw new ConflictError(inUse, { email: inUse });
  await getDb().transaction(async (tx) => {
    const link = await mailNewLink(tx, input, origin, actor.username);
    await tx
      .update(cmsInvitations)
      .set({ revokedAt: link.sentAt })
      .where(and(sql`lower(${cmsInvitations.email}) = lower(${input.email})`, open()));
    const [invitation] = await tx
      .insert(cmsInvitations)
      .values({ email: input.email, role: input.role, invitedBy: actor.id, ...link })
      .returning({ id: cmsInvitations.id });
    if (audit) await auditInvitation("invitation-send", audit, invitation.id, input, tx);
  });
  return { email: input.email, role: input.role };
}

/** Invitations not yet accepted or revoked (expired ones too, so they can be resent), newest first. */
export async function listInvitations() {
  const { id, email, role, sentAt, expiresAt } = cmsInvitations;
  const rows = await getDb()
    .select({ id, email, role, invitedBy: cmsUsers.username, sentAt, expiresAt })
    .from(cmsInvitations)
    .leftJoin(cmsUsers, eq(cmsUsers.id, cmsInvitations.invitedBy))
    .where(open())
    .orderBy(desc(sentAt));
  const now = Date.now();
  return rows.map((row) => ({
    ...row,
    role: toRole(row.role),
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.expiresAt.getTime() > now ? ("pending" as const) : ("expired" as const),
  }));
}

async function openInvitation(actor: StaffMember, id: string) {
  const [row] = await getDb()
    .select()
    .from(cmsInvitations)
    .where(and(eq(cmsInvitations.id, id), open()))
    .limit(1);
  if (!row) throw new NotFoundError("This invitation was accepted or revoked.");
  assertMayInvite(actor, toRole(row.role));
  return { ...row, role: toRole(row.role) };
}

/** A new link and 7 more days; the old link stops working. */
export async function resendInvitation(
  actor: StaffMember & { username: string },
  id: string,
  origin: string,
  audit?: AuditActor,
) {
  const row = await openInvitation(actor, id);
  await getDb().transaction(async (tx) => {
    const link = await mailNewLink(tx, row, origin, actor.username);
    await tx.update(cmsInvitations).set(link).where(eq(cmsInvitations.id, row.id));
    if (audit) await auditInvitation("invitation-resend", audit, row.id, row, tx);
  });
  return { email: row.email };
}

export async function revokeInvitation(actor: StaffMember, id: string, audit?: AuditActor) {
  const row = await openInvitation(actor, id);
  await getDb().transaction(async (tx) => {
    await tx.update(cmsInvitations).set({ revokedAt: new Date() }).where(eq(cmsInvitations.id, row.id));
    if (audit) await auditInvitation("invitation-revoke", audit, row.id, row, tx);
  });
  return { email: row.email };
}

/** The invitation's event: its address and role say what was sent, resent or revoked. */
function auditInvitation(
  action: AuditAction,
  actor: AuditActor,
  id: string,
  { email, role }: { email: string; role: string },
  tx: Executor,
) {
  return recordAudit({ action, actor, subject: { type: "invitation", id }, detail: { email, role } }, tx);
}

const usable = (tokenHash: string) =>
  and(eq(cmsInvitations.tokenHash, tokenHash), open(), gt(cmsInvitations.expiresAt, sql`now()`));

/** What the accept page shows, or null for a link that no longer works. */
export async function findInvitation(token: string) {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const [row] = await getDb()
    .select({ email: cmsInvitations.email, role: cmsInvitations.role, expiresAt: cmsInvitations.expiresAt })
    .from(cmsInvitations)
    .where(usable(hashToken(token)))
    .limit(1);
  return row ? { email: row.email, role: toRole(row.role), expiresAt: row.expiresAt.toISOString() } : null;
}

/**
 * Accepts: claims the invitation (one UPDATE, so two tabs cannot both use it), creates the account
 * under the password policy, and opens a session, all or nothing. A bad username or password
 * throws AccountError and leaves the invitation usable.
 */
export async function acceptInvitation(
  token: string,
  input: { name: string; username: string; password: string },
  userAgent: string | undefined,
  clientKey?: string,
) {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) throw new NotFoundError(INVITATION_GONE);
  const user = await getDb().transaction(async (tx) => {
    const [claimed] = await tx
      .update(cmsInvitations)
      .set({ acceptedAt: new Date() })
      .where(usable(hashToken(token)))
      .returning({ id: cmsInvitations.id, email: cmsInvitations.email, role: cmsInvitations.role });
    if (!claimed) throw new NotFoundError(INVITATION_GONE);
    const created = await createUser(input.username, input.password, {
      role: toRole(claimed.role),
      email: claimed.email,
      displayName: input.name,
      db: tx,
    });
    await tx.update(cmsInvitations).set({ acceptedBy: created.id }).where(eq(cmsInvitations.id, claimed.id));
    await tx.update(cmsUsers).set({ lastSignInAt: new Date() }).where(eq(cmsUsers.id, created.id));
    const actor = { userId: created.id, clientKey: clientKey ?? null };
    await auditInvitation("invitation-accept", actor, claimed.id, claimed, tx);
    return created;
  });
  const { token: sessionToken } = await createSession(user.id, userAgent);
  return { sessionToken, username: user.username };
}
