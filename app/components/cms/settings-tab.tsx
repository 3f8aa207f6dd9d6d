import { KeyRound, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { changePasswordSchema } from "~/lib/schemas/auth";
import { CmsApiError, cmsRequest, errorMessage } from "./api";
import { NotificationsCard } from "./notifications-card";
import type { SettingsTabProps } from "./types";

/** Settings: change your own password, and sign out every other session. */
export function SettingsTab({ data, actions }: SettingsTabProps) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <ChangePasswordCard onChanged={actions.refresh} />
      <SessionsCard otherSessions={data.otherSessions} onEnded={actions.refresh} />
      <NotificationsCard />
    </div>
  );
}

const emptyForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

function ChangePasswordCard({ onChanged }: { onChanged(): void }) {
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(form);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await cmsRequest<{ otherSessionsEnded: number }>("/api/cms/account/password", {
        method: "POST",
        body: parsed.data,
      });
      setForm(emptyForm);
      toast({
        title: "Password changed",
        description:
          result.otherSessionsEnded > 0
            ? `Your other ${result.otherSessionsEnded === 1 ? "session was" : `${result.otherSessionsEnded} sessions were`} signed out.`
            : "Use the new password next time you sign in.",
        variant: "success",
      });
      onChanged();
    } catch (error) {
      if (error instanceof CmsApiError) setErrors(error.errors);
      toast({
        title: "Password not changed",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  const input = (key: keyof typeof emptyForm, label: string, autoComplete: string, hint?: string) => (
    <div>
      <Label htmlFor={`settings-${key}`}>{label}</Label>
      <Input
        id={`settings-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={form[key]}
        onChange={(event) => {
          setForm((current) => ({ ...current, [key]: event.target.value }));
          if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
        }}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={`settings-${key}-note`}
      />
      <p
        id={`settings-${key}-note`}
        className={errors[key] ? "mt-1.5 text-sm text-danger-600" : "mt-1.5 text-xs text-muted"}
      >
        {errors[key] ?? hint}
      </p>
    </div>
  );

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <KeyRound className="size-5" aria-hidden />
        </span>
        <h2 className="text-lg font-bold text-ink">Change password</h2>
      </div>
      <form className="mt-5 grid gap-4" onSubmit={onSubmit} noValidate>
        {input("currentPassword", "Current password", "current-password")}
        {input(
          "newPassword",
          "New password",
          "new-password",
          "At least 10 characters; common passwords are refused.",
        )}
        {input("confirmPassword", "Repeat new password", "new-password")}
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Saving..." : "Change password"}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionsCard({ otherSessions, onEnded }: { otherSessions: number; onEnded(): void }) {
  const [busy, setBusy] = useState(false);
  async function endOthers() {
    setBusy(true);
    try {
      const result = await cmsRequest<{ ended: number }>("/api/cms/sessions/others", { method: "DELETE" });
      toast({
        title: "Other sessions signed out",
        description: `${result.ended} other session${result.ended === 1 ? "" : "s"} ended. This one stays signed in.`,
        variant: "success",
      });
      onEnded();
    } catch (error) {
      toast({
        title: "Could not sign out other sessions",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <MonitorSmartphone className="size-5" aria-hidden />
        </span>
        <h2 className="text-lg font-bold text-ink">Sessions</h2>
      </div>
      <p className="mt-4 text-sm text-ink-soft" data-testid="other-sessions">
        {otherSessions === 0
          ? "You are signed in only here."
          : `You are also signed in on ${otherSessions} other browser${otherSessions === 1 ? "" : "s"} or device${otherSessions === 1 ? "" : "s"}.`}
      </p>
      <p className="mt-2 text-sm text-muted">
        Sessions end after 12 hours without activity, and 7 days after signing in at the latest.
      </p>
      <div className="mt-5">
        <Button variant="outline" onClick={endOthers} disabled={busy || otherSessions === 0}>
          {busy ? "Signing out..." : "Sign out every other session"}
        </Button>
      </div>
    </Card>
  );
}
