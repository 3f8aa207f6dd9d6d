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
  type StaffRow,
  removeMember,
  restoreMember,
  suspendMember,
  transferOwnership,
} from "~/.server/services/staff/staff";
import { INVITATION_RULE, takeStaffMailTurn } from "~/.server/mail/staff-mail";
import { MailPlus, UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { can, invitableRoles, roleLabels, type StaffMember } from "~/lib/permissions";
import { useSiteDates } from "~/lib/site-dates";
import { ActionNote, Disclosure, Hidden, IconCard, NotedInput, SelectField } from "~/components/cms/kit";
import { cmsMeta } from "~/lib/meta";
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

type Viewer = StaffMember & { username: string };

/** The roles an Administrator gives (the Owner's is only ever transferred). */
const assignableRoles = ["administrator", "editor", "author", "contributor"] as const;

/** The team: invitations and every staff member, with the controls the viewer's role allows. */
export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, invitations, invitable } = loaderData;
  const viewer = useCmsShell().user;
  const result = actionData ?? null;
  const dates = useSiteDates();
  const errors = result && !result.ok ? result.fieldErrors : {};
  // A sent invitation empties its form (the address would otherwise stay, one press from a second
  // invitation); a refused one keeps what was typed, to correct.
  const inviteForm = useRef<HTMLFormElement>(null);
  const inviteSent = useRef(false);
  useEffect(() => {
    if (!result || !inviteSent.current) return;
    inviteSent.current = false;
    if (result.ok) inviteForm.current?.reset();
  }, [result]);
  return (
    <div className="grid gap-6">
      <ActionNote result={result} banner />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <IconCard icon={MailPlus} title="Invite a colleague">
          <Form
            ref={inviteForm}
            method="post"
            className="mt-5 grid gap-4"
            noValidate
            onSubmit={() => {
              inviteSent.current = true;
            }}
          >
            <Hidden intent="invite" />
            <NotedInput
              id="invite-email"
              label="E-mail address"
              name="email"
              type="email"
              autoComplete="off"
              error={errors.email}
              hint="They get a link that works once, for 7 days."
            />
            <SelectField
              id="invite-role"
              label="Role"
              name="role"
              defaultValue={invitable.at(-1) ?? ""}
              options={invitable}
              labels={roleLabels}
            />
            <div>
              <Button type="submit">Send invitation</Button>
            </div>
          </Form>
        </IconCard>

        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-bold text-ink">Open invitations</h2>
          {invitations.length === 0 ? (
            <p className="mt-4 text-sm text-muted">No invitations are waiting.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100" aria-label="Open invitations">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-all text-ink">{invitation.email}</p>
                    <p className="text-xs text-muted">
                      {roleLabels[invitation.role]} ·{" "}
                      {invitation.status === "expired"
                        ? "expired"
                        : `expires ${dates.date(invitation.expiresAt)}`}
                      {invitation.invitedBy ? ` · by ${invitation.invitedBy}` : ""}
                    </p>
                  </div>
                  {invitable.includes(invitation.role) ? (
                    <Form method="post" className="flex gap-2">
                      <Hidden id={invitation.id} />
                      <Button type="submit" name="intent" value="resend" variant="outline" size="sm">
                        Resend<span className="sr-only"> to {invitation.email}</span>
                      </Button>
                      <Button type="submit" name="intent" value="revoke" variant="ghost-danger" size="sm">
                        Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
                      </Button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <section aria-labelledby="staff-heading">
        <h2 id="staff-heading" className="text-lg font-bold text-ink">
          Staff
        </h2>
        <ul className="mt-3 grid gap-3">
          {staff.map((member) => (
            <StaffCard key={member.id} member={member} staff={staff} viewer={viewer} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function StaffCard({ member, staff, viewer }: { member: StaffRow; staff: StaffRow[]; viewer: Viewer }) {
  const dates = useSiteDates();
  const busy = useNavigation().state === "submitting";
  const self = member.id === viewer.id;
  // The staff service refuses the same: no changes to oneself here, none to the Owner but a transfer.
  const manageable = can(viewer.role, "staff.manage") && !self && member.role !== "owner";
  const transferable = can(viewer.role, "ownership.transfer") && !self && !member.suspended;
  // The transfer asks for a code as well while the viewer's two-step sign-in is on.
  const viewerTwoStep = staff.some((other) => other.id === viewer.id && other.twoStep);
  const heirs = staff.filter((other) => other.id !== member.id && !other.suspended);
  const nameId = `staff-${member.id}`;
  const name = <span className="sr-only"> {member.name}</span>;
  return (
    <li>
      <Card className="p-4 sm:p-5" data-staff={member.username}>
        <article aria-labelledby={nameId} className="flex flex-col gap-4">
          <div className="flex min-w-0 items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <UserRound className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 id={nameId} className="font-bold break-words text-ink">
                  {member.name}
                </h3>
                <Badge variant={member.role === "owner" ? "solid" : "brand"}>{roleLabels[member.role]}</Badge>
                {member.suspended ? <Badge variant="warning">Suspended</Badge> : null}
                {self ? <Badge variant="neutral">You</Badge> : null}
              </div>
              <p className="mt-0.5 text-sm break-all text-ink-soft">
                {member.username}
                {member.email ? ` · ${member.email}` : ""}
              </p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-muted">
                <dt>Last sign-in</dt>
                <dd>{member.lastSignInAt ? dates.dateTime(member.lastSignInAt) : "Never"}</dd>
                <dt>Two-step</dt>
                <dd>{member.twoStep ? "On" : "Off"}</dd>
              </dl>
            </div>
          </div>

          {manageable || transferable ? (
            <div className="flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:flex-wrap sm:items-end">
              {manageable ? (
                <>
                  <Form method="post" className="flex items-end gap-2">
                    <Hidden intent="change-role" id={member.id} />
                    <SelectField
                      id={`role-${member.id}`}
                      label="Role"
                      name="role"
                      className="flex-1"
                      defaultValue={member.role}
                      options={assignableRoles}
                      labels={roleLabels}
                    />
                    <Button type="submit" variant="outline" disabled={busy}>
                      Change role<span className="sr-only"> of {member.name}</span>
                    </Button>
                  </Form>
                  <Form method="post">
                    <Hidden id={member.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value={member.suspended ? "restore" : "suspend"}
                      variant="outline"
                      disabled={busy}
                    >
                      {member.suspended ? "Restore" : "Suspend"}
                      {name}
                    </Button>
                  </Form>
                  <Disclosure danger summary={<>Remove{name}…</>}>
                    <Form method="post" className="grid gap-2">
                      <Hidden intent="remove" id={member.id} />
                      <SelectField
                        id={`heir-${member.id}`}
                        label="Their posts move to"
                        name="heirId"
                        defaultValue={viewer.id}
                        options={heirs.map((heir) => heir.id)}
                        labels={(id) => {
                          const heir = heirs.find((other) => other.id === id);
                          return `${heir?.name} (${heir?.username})`;
                        }}
                      />
                      <Button type="submit" variant="destructive" disabled={busy}>
                        Remove {member.name}
                      </Button>
                    </Form>
                  </Disclosure>
                </>
              ) : null}
              {transferable ? (
                <Disclosure summary={<>Make Owner{name}…</>}>
                  <Form method="post" className="grid gap-2">
                    <Hidden intent="transfer" id={member.id} />
                    <p className="text-sm text-ink-soft">
                      {member.name} becomes the Owner; you become an Administrator.
                    </p>
                    <NotedInput
                      id={`transfer-password-${member.id}`}
                      label="Your password"
                      name="password"
                      type="password"
                      autoComplete="current-password"
                      required
                    />
                    {viewerTwoStep ? (
                      <NotedInput
                        id={`transfer-code-${member.id}`}
                        label="Code from your app, or a recovery code"
                        name="code"
                        autoComplete="one-time-code"
                        required
                      />
                    ) : null}
                    <Button type="submit" variant="destructive" disabled={busy}>
                      Transfer ownership to {member.name}
                    </Button>
                  </Form>
                </Disclosure>
              ) : null}
            </div>
          ) : null}
        </article>
      </Card>
    </li>
  );
}
