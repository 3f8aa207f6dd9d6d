import { KeyRound, MonitorSmartphone, Webhook } from "lucide-react";
import { useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Hidden, IconCard, NotedInput } from "./kit";
import type { SettingsAnswer, SettingsData } from "~/lib/cms-pages";
import { useSiteSettings } from "~/lib/site-settings";
import { BusinessDetailsCard } from "./business-details-card";
import { NotificationsCard } from "./notifications-card";
import { TimeZoneCard } from "./time-zone-card";
import { TwoStepRequiredCard } from "./two-step-required-card";
import { useActionResult } from "~/components/forms/use-action-result";

/**
 * Settings: change your own password, sign out every other session, where lead mail goes, and the
 * site settings every page shows (business details, time zone; from the root loader).
 */
export function SettingsSection({ otherSessions, notifications, twoStep, secondStep }: SettingsData) {
  const site = useSiteSettings();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <ChangePasswordCard secondStep={secondStep} />
      <SessionsCard otherSessions={otherSessions} />
      {/* The site's own settings: only for roles that may change them (null otherwise). */}
      {notifications ? (
        <>
          <NotificationsCard settings={notifications} />
          <BusinessDetailsCard details={site.business} />
          <TimeZoneCard timeZone={site.timeZone} />
          {twoStep ? <TwoStepRequiredCard required={twoStep.required} /> : null}
          <WebhooksCard />
        </>
      ) : null}
    </div>
  );
}

/** The password again, and while two-step sign-in is on a code as well (asked only then). */
function ChangePasswordCard({ secondStep }: { secondStep: boolean }) {
  const fetcher = useFetcher<SettingsAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const errors = useActionResult(fetcher.data, {
    failureTitle: "Password not changed",
    form: formRef,
    onDone: (result) => {
      if (result.intent !== "change-password") return;
      formRef.current?.reset();
      const ended = result.otherSessionsEnded;
      return {
        title: "Password changed",
        description:
          ended > 0
            ? `Your other ${ended === 1 ? "session was" : `${ended} sessions were`} signed out.`
            : "Use the new password next time you sign in.",
        variant: "success",
      };
    },
  });

  const input = (key: string, label: string, autoComplete: string, hint?: string, type = "password") => (
    <NotedInput
      id={`settings-${key}`}
      label={label}
      name={key}
      type={type}
      autoComplete={autoComplete}
      error={errors[key]}
      hint={hint}
    />
  );

  return (
    <IconCard icon={KeyRound} title="Change password">
      <fetcher.Form ref={formRef} method="post" className="mt-5 grid gap-4" noValidate>
        <Hidden intent="change-password" />
        {input("currentPassword", "Current password", "current-password")}
        {input(
          "newPassword",
          "New password",
          "new-password",
          "At least 10 characters; common passwords are refused.",
        )}
        {input("confirmPassword", "Repeat new password", "new-password")}
        {secondStep
          ? input(
              "code",
              "Code from your app, or a recovery code",
              "one-time-code",
              "Two-step sign-in is on, so a code is needed too.",
              "text",
            )
          : null}
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Saving..." : "Change password"}
          </Button>
        </div>
      </fetcher.Form>
    </IconCard>
  );
}

function SessionsCard({ otherSessions }: { otherSessions: number }) {
  const fetcher = useFetcher<SettingsAnswer>();
  const busy = fetcher.state !== "idle";

  useActionResult(fetcher.data, {
    failureTitle: "Could not sign out other sessions",
    onDone: (result) =>
      result.intent === "end-other-sessions"
        ? {
            title: "Other sessions signed out",
            description: `${result.ended} other session${result.ended === 1 ? "" : "s"} ended. This one stays signed in.`,
            variant: "success",
          }
        : undefined,
  });

  return (
    <IconCard icon={MonitorSmartphone} title="Sessions" className="flex flex-col">
      <p className="mt-4 text-sm text-ink-soft" data-testid="other-sessions">
        {otherSessions === 0
          ? "You are signed in only here."
          : `You are also signed in on ${otherSessions} other browser${otherSessions === 1 ? "" : "s"} or device${otherSessions === 1 ? "" : "s"}.`}
      </p>
      <p className="mt-2 text-sm text-muted">
        Sessions end after 12 hours without activity, and 7 days after signing in at the latest.
      </p>
      <fetcher.Form method="post" className="mt-5">
        <Button
          type="submit"
          name="intent"
          value="end-other-sessions"
          variant="outline"
          disabled={busy || otherSessions === 0}
        >
          {busy ? "Signing out..." : "Sign out every other session"}
        </Button>
      </fetcher.Form>
    </IconCard>
  );
}

/** Where the site's outgoing webhooks are managed (a page of its own: endpoints and deliveries). */
function WebhooksCard() {
  return (
    <IconCard icon={Webhook} title="Webhooks">
      <p className="mt-3 text-sm text-muted">
        Send new leads, orders and confirmed subscribers to Zapier, a CRM or a chat room as they happen.
      </p>
      <Link to="/cms/settings/webhooks" className={`${buttonVariants({ variant: "secondary" })} mt-4`}>
        Manage webhooks
      </Link>
    </IconCard>
  );
}
