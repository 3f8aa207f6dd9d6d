import { UserPlus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
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

/** Accepting an invitation (issue 26.2): a plain form post, so it works before any script. */
export function AcceptInvitation({ invitation, answer }: { invitation: Invitation; answer: Answer }) {
  const busy = useNavigation().state === "submitting";
  const errors = answer?.fieldErrors ?? {};
  return (
    <div className="w-full max-w-md">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lift sm:p-8">
        <div className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <UserPlus className="size-6" aria-hidden />
        </div>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">Join the CMS</h1>
        {invitation ? (
          <>
            <p className="mt-2 text-sm text-muted">
              You are invited as {roleLabels[invitation.role]} ({invitation.email}). Choose how you sign in.
            </p>
            {answer ? (
              <p
                role="alert"
                className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
              >
                {answer.message}
              </p>
            ) : null}
            <Form method="post" className="mt-6 grid gap-5" noValidate>
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
                    className={
                      errors[field.name] ? "mt-1.5 text-sm text-danger-600" : "mt-1.5 text-xs text-muted"
                    }
                  >
                    {errors[field.name] ?? ("hint" in field ? field.hint : "")}
                  </p>
                </div>
              ))}
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? "Creating your account..." : "Create account and sign in"}
              </Button>
            </Form>
          </>
        ) : (
          <>
            <p role="alert" className="mt-3 text-sm text-ink-soft">
              This invitation link is no longer valid: it was used, revoked, or it expired. Ask the colleague
              who invited you for a new one.
            </p>
            <Link
              to="/cms/login"
              className="mt-5 inline-block text-sm font-semibold text-brand-700 underline"
            >
              Go to sign-in
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
