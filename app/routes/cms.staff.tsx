import { z } from "zod/mini";
import { getConfig } from "~/.server/config";
import { cmsActionForm } from "~/.server/forms/cms-actions";
import { pageAction } from "~/.server/forms/page-action";
import { requirePermission } from "~/.server/http/guards";
import { auditActorOf, recordAudit } from "~/.server/services/audit";
import { ValidationError } from "~/.server/services/errors";
import { parseInput } from "~/.server/services/validate";
import {
  inviteStaff,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "~/.server/services/staff/invitations";
import {
  changeRole,
  listStaff,
  removeMember,
  restoreMember,
  suspendMember,
  transferOwnership,
} from "~/.server/services/staff/staff";
import { INVITATION_RULE, takeStaffMailTurn } from "~/.server/mail/staff-mail";
import { StaffSection } from "~/components/cms/staff/staff-section";
import { cmsMeta } from "~/lib/meta";
import { invitableRoles } from "~/lib/permissions";
import { secondStepCode } from "~/lib/schemas/auth";
import { inviteSchema, roleChangeSchema } from "~/lib/schemas/staff";
import type { Route } from "./+types/cms.staff";
import { useCmsShell } from "./cms.shell";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Staff · CMS", "Staff dashboard: the team.");

/** Editors see the team and invite; Administrators also change roles, suspend and remove (ADR 0032). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requirePermission({ request, context }, "staff.invite");
  const [staff, invitations] = await Promise.all([listStaff(), listInvitations()]);
  return { staff, invitations, invitable: invitableRoles(user.role) };
}

const idSchema = z.object({ id: z.string().check(z.uuid("Unknown colleague")) });
/** Ownership moves only after the Owner's password (and a code, while two-step sign-in is on). */
const transferSchema = z.extend(idSchema, {
  // Checked by the service after the role check, so a role that may not transfer hears that first.
  password: z._default(z.string().check(z.maxLength(200)), ""),
  code: secondStepCode,
});
const removeSchema = z.extend(idSchema, {
  heirId: z.string({ error: "Choose who takes the posts" }).check(z.uuid("Choose who takes the posts")),
});

/** Invitation links point at the configured CMS address, never at the request's Host header. */
const cmsOrigin = () => getConfig().cmsOrigin;

/** Every write, by `intent`; the staff service refuses (403) what the role may not do. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, form } = await cmsActionForm({ request, context }, "staff.invite");
  const actor = auth.user;
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const done = (message: string) => ({ ok: true as const, message });
  const invitationId = z.object({ id: z.string().check(z.uuid("Unknown invitation")) });
  const audit = auditActorOf(auth, requestValues(context).clientIp);
  return pageAction(async () => {
    switch (form.get("intent")) {
      case "invite": {
        const input = parseInput(inviteSchema, fields);
        await takeStaffMailTurn(INVITATION_RULE, actor.id, "invitations");
        const invited = await inviteStaff(actor, input, cmsOrigin(), audit);
        return done(`Invitation sent to ${invited.email}.`);
      }
      case "resend": {
        const { id } = parseInput(invitationId, fields);
        await takeStaffMailTurn(INVITATION_RULE, actor.id, "invitations");
        const resent = await resendInvitation(actor, id, cmsOrigin(), audit);
        return done(`A new link was sent to ${resent.email}.`);
      }
      case "revoke": {
        const revoked = await revokeInvitation(actor, parseInput(invitationId, fields).id, audit);
        return done(`The invitation to ${revoked.email} was revoked.`);
      }
      case "change-role": {
        const { id, role } = parseInput(roleChangeSchema, fields);
        const changed = await changeRole(actor, id, role);
        await recordAudit({
          action: "role-change",
          actor: audit,
          subject: { type: "user", id },
          detail: { username: changed.username, role },
        });
        return done(`${changed.username}'s role was changed.`);
      }
      case "suspend": {
        const suspended = await suspendMember(actor, parseInput(idSchema, fields).id);
        return done(`${suspended.username} is suspended and signed out.`);
      }
      case "restore": {
        const restored = await restoreMember(actor, parseInput(idSchema, fields).id);
        return done(`${restored.username} may sign in again.`);
      }
      case "remove": {
        const { id, heirId } = parseInput(removeSchema, fields);
        const { username, postsMoved, heir } = await removeMember(actor, id, heirId);
        return done(
          `${username} was removed; ${postsMoved} post${postsMoved === 1 ? "" : "s"} moved to ${heir}.`,
        );
      }
      case "transfer": {
        const { id, password, code } = parseInput(transferSchema, fields);
        const transferred = await transferOwnership(actor, id, { password, code }, audit);
        return done(`${transferred.username} is now the Owner.`);
      }
      default:
        throw new ValidationError("This action is not known. Reload the page and try again.");
    }
  });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = useCmsShell();
  return <StaffSection {...loaderData} viewer={user} result={actionData ?? null} />;
}
