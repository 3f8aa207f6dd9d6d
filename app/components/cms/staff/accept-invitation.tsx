import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { AccountCard, AccountForm } from "~/components/cms/account/account-card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ActionFailed } from "~/lib/action-result";
import { type Role, roleLabels } from "~/lib/permissions";

type Invitation = { email: string; role: Role; expiresAt: string } | null;
type Answer = ActionFailed | null;

const fields = [
  {
    name: "name",
    label: "Your name",
    type: "text",
    autoComplete: "name",
    hint: "Shown as the byline of your posts.",
  },
  {
    name: "username",
    label: "Username",
    type: "text",
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

/**
 * Accepting an invitation, in the account steps' card: a plain form post, so it works
 * before any script.
 */
export function AcceptInvitation({ invitation, answer }: { invitation: Invitation; answer: Answer }) {
  const icon = <UserPlus className="size-6" aria-hidden />;
  if (!invitation) {
    return (
      <AccountCard
        icon={icon}
        title="Join the CMS"
        lead={
          <p role="alert">
            This invitation link is no longer valid: it was used, revoked, or it expired. Ask the colleague
            who invited you for a new one.
          </p>
        }
      >
        <p className="mt-6 text-sm">
          <Link to="/cms/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Go to sign-in
          </Link>
        </p>
      </AccountCard>
    );
  }
  const errors = answer?.fieldErrors ?? {};
  return (
    <AccountCard
      icon={icon}
      title="Join the CMS"
      lead={`You are invited as ${roleLabels[invitation.role]} (${invitation.email}). Choose how you sign in.`}
      error={answer?.message}
    >
      <AccountForm submit="Create account and sign in" busyText="Creating your account...">
        {fields.map((field) => (
          <div key={field.name}>
            <Label htmlFor={`invite-${field.name}`}>{field.label}</Label>
            <Input
              id={`invite-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              autoCapitalize={field.name === "username" ? "none" : undefined}
              spellCheck={field.name === "username" ? false : undefined}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={`invite-${field.name}-note`}
              required
            />
            <p
              id={`invite-${field.name}-note`}
              className={errors[field.name] ? "mt-1.5 text-sm text-danger-600" : "mt-1.5 text-xs text-muted"}
            >
              {errors[field.name] ?? ("hint" in field ? field.hint : "")}
            </p>
          </div>
        ))}
      </AccountForm>
    </AccountCard>
  );
}
