import { z } from "zod/mini";
import { actionFailure, cmsActionForm, parseForm, serviceCall } from "~/.server/forms/cms-actions";
import { requirePermission } from "~/.server/services/auth";
import {
  inviteStaff,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "~/.server/services/invitations";
import {
  changeRole,
  listStaff,
  removeMember,
  restoreMember,
  suspendMember,
  transferOwnership,
} from "~/.server/services/staff";
import { StaffSection } from "~/components/cms/staff/staff-section";
import { pageMeta } from "~/lib/meta";
import { invitableRoles } from "~/lib/permissions";
import { inviteSchema, roleChangeSchema } from "~/lib/schemas/staff";
import type { Route } from "./+types/cms.staff";
import { useCmsShell } from "./cms.shell";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Staff · CMS", description: "Staff dashboard: the team.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Editors see the team and invite; Administrators also change roles, suspend and remove (ADR 0032). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requirePermission(request, "staff.invite");
  const [staff, invitations] = await Promise.all([listStaff(), listInvitations()]);
  return { staff, invitations, invitable: invitableRoles(user.role) };
}

const idSchema = z.object({ id: z.string().check(z.uuid("Unknown colleague")) });
const removeSchema = z.extend(idSchema, {
  heirId: z.string({ error: "Choose who takes the posts" }).check(z.uuid("Choose who takes the posts")),
});

/** The CMS's own origin (this request's host passed the CMS host gate): invitation links point here. */
function cmsOrigin(request: Request): string {
  return `${new URL(request.url).protocol}//${request.headers.get("host") ?? new URL(request.url).host}`;
}

/**
 * Every write of the screen, told apart by `intent`. The page's least permission is inviting; the
 * staff service refuses (403) what the signed-in role may not do to that colleague or invitation.
 */
export async function action({ request }: Route.ActionArgs) {
  const { auth, form } = await cmsActionForm(request, "staff.invite");
  const actor = auth.user;
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const done = (message: string) => ({ ok: true as const, message });
  switch (form.get("intent")) {
    case "invite": {
      const input = parseForm(inviteSchema, fields);
      if (!input.ok) return input.failure;
      const result = await serviceCall(() => inviteStaff(actor, input.data, cmsOrigin(request)));
      return result.ok ? done(`Invitation sent to ${result.value.email}.`) : result.failure;
    }
    case "resend":
    case "revoke": {
      const input = parseForm(z.object({ id: z.string().check(z.uuid("Unknown invitation")) }), fields);
      if (!input.ok) return input.failure;
      if (form.get("intent") === "resend") {
        const result = await serviceCall(() => resendInvitation(actor, input.data.id, cmsOrigin(request)));
        return result.ok ? done(`A new link was sent to ${result.value.email}.`) : result.failure;
      }
      const result = await serviceCall(() => revokeInvitation(actor, input.data.id));
      return result.ok ? done(`The invitation to ${result.value.email} was revoked.`) : result.failure;
    }
    case "change-role": {
      const input = parseForm(roleChangeSchema, fields);
      if (!input.ok) return input.failure;
      const result = await serviceCall(() => changeRole(actor, input.data.id, input.data.role));
      return result.ok ? done(`${result.value.username}'s role was changed.`) : result.failure;
    }
    case "suspend":
    case "restore": {
      const input = parseForm(idSchema, fields);
      if (!input.ok) return input.failure;
      if (form.get("intent") === "suspend") {
        const result = await serviceCall(() => suspendMember(actor, input.data.id));
        return result.ok ? done(`${result.value.username} is suspended and signed out.`) : result.failure;
      }
      const result = await serviceCall(() => restoreMember(actor, input.data.id));
      return result.ok ? done(`${result.value.username} may sign in again.`) : result.failure;
    }
    case "remove": {
      const input = parseForm(removeSchema, fields);
      if (!input.ok) return input.failure;
      const result = await serviceCall(() => removeMember(actor, input.data.id, input.data.heirId));
      if (!result.ok) return result.failure;
      const { username, postsMoved, heir } = result.value;
      return done(
        `${username} was removed; ${postsMoved} post${postsMoved === 1 ? "" : "s"} moved to ${heir}.`,
      );
    }
    case "transfer": {
      const input = parseForm(idSchema, fields);
      if (!input.ok) return input.failure;
      const result = await serviceCall(() => transferOwnership(actor, input.data.id));
      return result.ok ? done(`${result.value.username} is now the Owner.`) : result.failure;
    }
    default:
      return actionFailure(400, "This action is not known. Reload the page and try again.");
  }
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = useCmsShell();
  return <StaffSection {...loaderData} viewer={user} result={actionData ?? null} />;
}

export type StaffActionData = Awaited<ReturnType<typeof action>>;
