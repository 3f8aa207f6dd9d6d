import type { ActionResult } from "~/lib/action-result";
import { MailPlus, UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { can, roleLabels, type StaffMember } from "~/lib/permissions";
import { useSiteDates } from "~/lib/site-dates";
import type { StaffData } from "~/lib/cms-pages";
import { ActionNote, Disclosure, Hidden, IconCard, NotedInput, SelectField } from "../kit";

type Member = StaffData["staff"][number];
type Viewer = StaffMember & { username: string };

/** The roles an Administrator gives (the Owner's is only ever transferred). */
const assignableRoles = ["administrator", "editor", "author", "contributor"] as const;

/** The team: invitations and every staff member, with the controls the viewer's role allows. */
export function StaffSection({
  staff,
  invitations,
  invitable,
  viewer,
  result,
}: StaffData & { viewer: Viewer; result: ActionResult | null }) {
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

function StaffCard({ member, staff, viewer }: { member: Member; staff: Member[]; viewer: Viewer }) {
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
