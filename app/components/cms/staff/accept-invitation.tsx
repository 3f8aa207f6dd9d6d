import { UserPlus } from "lucide-react";
import { AccountCard, AccountForm, AccountLink } from "~/components/cms/account/account-card";
import { NotedInput } from "~/components/cms/field";
import type { ActionFailed } from "~/lib/action-result";
import { type Role, roleLabels } from "~/lib/permissions";

type Invitation = { email: string; role: Role; expiresAt: string } | null;
type Answer = ActionFailed | null;

const fields = [
  {
    name: "name",
    label: "Your name",
    autoComplete: "name",
    hint: "Shown as the byline of your posts.",
  },
  {
    name: "username",
    label: "Username",
    autoComplete: "username",
    hint: "3 to 32 letters, digits, dots, dashes or underscores; you sign in with it.",
  },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    hint: "At least 10 characters; common passwords are refused.",
  },
  { name: "confirmPassword", label: "Repeat the password", type: "password", autoComplete: "new-password" },
] as const;

/** Accepting an invitation, in the account steps' card: a plain form post, so it works before any script. */
export function AcceptInvitation({ invitation, answer }: { invitation: Invitation; answer: Answer }) {
  if (!invitation) {
    return (
      <AccountCard
        icon={UserPlus}
        title="Join the CMS"
        lead={
          <p role="alert">
            This invitation link is no longer valid: it was used, revoked, or it expired. Ask the colleague
            who invited you for a new one.
          </p>
        }
      >
        <AccountLink to="/cms/login">Go to sign-in</AccountLink>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      icon={UserPlus}
      title="Join the CMS"
      lead={`You are invited as ${roleLabels[invitation.role]} (${invitation.email}). Choose how you sign in.`}
      error={answer?.message}
    >
      <AccountForm submit="Create account and sign in" busyText="Creating your account...">
        {fields.map(({ name, ...field }) => (
          <NotedInput
            key={name}
            id={`invite-${name}`}
            name={name}
            autoCapitalize={name === "username" ? "none" : undefined}
            spellCheck={name === "username" ? false : undefined}
            error={answer?.fieldErrors[name]}
            required
            {...field}
          />
        ))}
      </AccountForm>
    </AccountCard>
  );
}
