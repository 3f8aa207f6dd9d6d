import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { atLeast, can, invitableRoles, type Role, type StaffMember, toRole } from "~/lib/permissions";
import { type Executor, getDb } from "../../db/client";
import { blogPosts, cmsUsers } from "../../db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { deleteAllSessions } from "./sessions";
import { type AuditActor, recordAudit } from "../audit";
import { confirmIdentity } from "./two-step";

/**
 * The staff team: who is on it, with which role; role changes, suspension, removal
 * and the Owner's transfer. Services take plain values: `actor` is the signed-in staff member.
 */

export type StaffRow = Awaited<ReturnType<typeof listStaff>>[number];

export async function listStaff() {
  const rows = await getDb().select().from(cmsUsers).orderBy(asc(cmsUsers.createdAt), asc(cmsUsers.username));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    name: row.displayName ?? row.username,
    email: row.email,
    role: toRole(row.role),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    suspended: row.suspendedAt !== null,
    twoStep: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A staff member's own address (cms_users.email); null if unset. */
export async function staffEmailOf(userId: string, db: Executor = getDb()): Promise<string | null> {
  const [row] = await db
    .select({ email: cmsUsers.email })
    .from(cmsUsers)
    .where(eq(cmsUsers.id, userId))
    .limit(1);
  return row?.email ?? null;
}

/** The addresses of the active accounts with one of `roles` (but `exceptId`'s), to mail them. */
export async function activeStaffEmails(db: Executor, roles: readonly Role[], exceptId?: string) {
  const rows = await db
    .select({ email: cmsUsers.email })
    .from(cmsUsers)
    .where(
      and(
        inArray(cmsUsers.role, roles),
        isNull(cmsUsers.suspendedAt),
        isNotNull(cmsUsers.email),
        exceptId === undefined ? undefined : ne(cmsUsers.id, exceptId),
      ),
    );
  return rows.flatMap((row) => row.email ?? []);
}

async function findMember(id: string) {
  const { username, role, suspendedAt, displayName, bio } = cmsUsers;
  const [row] = await getDb()
    .select({ id: cmsUsers.id, username, role, suspendedAt, displayName, bio })
    .from(cmsUsers)
    .where(eq(cmsUsers.id, id))
    .limit(1);
  if (!row) throw new NotFoundError("This colleague is no longer on the staff.");
  return { ...row, role: toRole(row.role) };
}

/**
 * The checks every change to a colleague passes: the actor manages staff, never acts on their own
 * account here (a slip must not lock them out), never on the Owner, and never on someone above them.
 */
async function manageable(actor: StaffMember, targetId: string) {
  if (!can(actor.role, "staff.manage")) throw new ForbiddenError();
  if (targetId === actor.id) throw new ForbiddenError("You cannot change your own account here.");
  const target = await findMember(targetId);
  if (target.role === "owner")
    throw new ForbiddenError(
      "The Owner cannot be changed, suspended or removed; the Owner may transfer ownership.",
    );
  if (!atLeast(actor.role, target.role)) throw new ForbiddenError();
  return target;
}

export async function changeRole(actor: StaffMember, targetId: string, role: Role) {
  const target = await manageable(actor, targetId);
  if (!invitableRoles(actor.role).includes(role))
    throw new ValidationError(undefined, { role: "Choose Administrator, Editor, Author or Contributor." });
  await getDb().update(cmsUsers).set({ role, updatedAt: new Date() }).where(eq(cmsUsers.id, target.id));
  return { username: target.username, role };
}

/** Suspends a colleague: every session ends now, and sign-in is refused until restored. */
export async function suspendMember(actor: StaffMember, targetId: string) {
  const target = await manageable(actor, targetId);
  const ended = await getDb().transaction(async (tx) => {
    await tx.update(cmsUsers).set({ suspendedAt: new Date() }).where(eq(cmsUsers.id, target.id));
    return deleteAllSessions(target.id, tx);
  });
  return { username: target.username, sessionsEnded: ended };
}

export async function restoreMember(actor: StaffMember, targetId: string) {
  const target = await manageable(actor, targetId);
  await getDb().update(cmsUsers).set({ suspendedAt: null }).where(eq(cmsUsers.id, target.id));
  return { username: target.username };
}

/**
 * Removes a colleague; their posts move to `heirId` (author and byline), in one transaction, so no
 * post is left without an owner. Sessions go with the account (foreign key cascade).
 */
export async function removeMember(actor: StaffMember, targetId: string, heirId: string) {
  const target = await manageable(actor, targetId);
  const refuse = (heirId: string) => new ValidationError(undefined, { heirId });
  if (heirId === target.id) throw refuse("Choose a colleague who stays to take the posts.");
  const heir = await findMember(heirId).catch(() => {
    throw refuse("Choose a colleague who stays to take the posts.");
  });
  if (heir.suspendedAt) throw refuse("Choose a colleague who is not suspended.");
  const moved = await getDb().transaction(async (tx) => {
    const posts = await tx
      .update(blogPosts)
      .set({ authorId: heir.id, author: heir.displayName ?? heir.username, authorBio: heir.bio })
      .where(eq(blogPosts.authorId, target.id))
      .returning({ id: blogPosts.id });
    await tx.delete(cmsUsers).where(eq(cmsUsers.id, target.id));
    return posts.length;
  });
  return { username: target.username, postsMoved: moved, heir: heir.username };
}

/**
 * The Owner hands the role to an active colleague and becomes an Administrator (one Owner at a
 * time), after re-authentication: the password, and a code while two-step sign-in is on.
 */
export async function transferOwnership(
  actor: StaffMember,
  targetId: string,
  proof: { password: string; code?: string | undefined },
  audit: AuditActor,
) {
  if (!can(actor.role, "ownership.transfer"))
    throw new ForbiddenError("Only the Owner can transfer ownership.");
  if (targetId === actor.id) throw new ValidationError(undefined, { targetId: "Choose a colleague." });
  const target = await findMember(targetId);
  if (target.suspendedAt) throw new ConflictError("Restore this colleague before making them the Owner.");
  await confirmIdentity(actor.id, proof, { purpose: "ownership-transfer", actor: audit });
  await getDb().transaction(async (tx) => {
    // Demote first: the unique index allows one Owner at a time.
    await tx.update(cmsUsers).set({ role: "administrator" }).where(eq(cmsUsers.id, actor.id));
    await tx.update(cmsUsers).set({ role: "owner" }).where(eq(cmsUsers.id, target.id));
    const subject = { type: "user", id: target.id };
    await recordAudit(
      { action: "ownership-transfer", actor: audit, subject, detail: { username: target.username } },
      tx,
    );
  });
  return { username: target.username };
}

/**
 * Idempotent, at boot and after `npm run cms:user`: with no Owner, the oldest account becomes it.
 * One statement, so instances booting together agree on the same account.
 */
export async function ensureOwner(db = getDb()) {
  await db.execute(sql`
    update ${cmsUsers} set role = 'owner'
    where id = (select id from ${cmsUsers} order by created_at, username limit 1)
      and not exists (select 1 from ${cmsUsers} where role = 'owner')`);
}
