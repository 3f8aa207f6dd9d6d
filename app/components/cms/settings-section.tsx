import { BellRing, Building2, Globe, KeyRound, MonitorSmartphone, ShieldCheck, Webhook } from "lucide-react";
import { type ComponentProps, type FormEvent, type RefObject, useRef, useState } from "react";
import { type FetcherWithComponents, Link, useFetcher } from "react-router";
import { useActionResult } from "~/components/forms/use-action-result";
import { Button, buttonVariants } from "~/components/ui/button";
import type { ToastInput } from "~/components/ui/toast";
import { reviewPlatforms } from "~/content/review-platforms";
import type { SettingsAnswer, SettingsData } from "~/lib/cms-pages";
import { fieldErrors } from "~/lib/schemas/fields";
import { inboxKindLabels, inboxLeadKinds, type NotificationSettings } from "~/lib/schemas/inbox";
import {
  type BusinessDetails,
  businessDetailsSchema,
  hourGroups,
  nestFormFields,
  reviewLinkKeys,
  socialNetworks,
} from "~/lib/schemas/site-settings";
import { clockLabel, timeZoneChoices, useSiteSettings, useTimeZone, zoneName } from "~/lib/site-settings";
import { Hidden, IconCard, NotedInput, SelectField } from "./kit";

/** Settings: your password and sessions; for Administrators the site's own settings too. */
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

type Done = Extract<SettingsAnswer, { ok: true }>;

/**
 * A card's own fetcher and its answer as a toast: a refusal's, or `done`'s for the card's intent.
 * `settled`: only once the fetcher is idle again (the page has reloaded what was saved).
 */
function useSettingsFetcher<Intent extends Done["intent"]>(
  intent: Intent,
  failureTitle: string,
  done: (result: Extract<Done, { intent: Intent }>) => Omit<ToastInput, "variant">,
  { form, settled }: { form?: RefObject<HTMLFormElement | null>; settled?: boolean } = {},
) {
  const fetcher = useFetcher<SettingsAnswer>();
  const errors = useActionResult(settled && fetcher.state !== "idle" ? undefined : fetcher.data, {
    failureTitle,
    form,
    onDone: (result) =>
      result.intent === intent
        ? { ...done(result as Extract<Done, { intent: Intent }>), variant: "success" }
        : undefined,
  });
  // `form`: what the card's SettingsForm takes (the fetcher, and the intent it posts).
  return { fetcher, errors, busy: fetcher.state !== "idle", form: { fetcher, intent } };
}

/** A card's form: its intent, its fields, and a submit button that reads "Saving..." meanwhile. */
function SettingsForm({
  fetcher,
  intent,
  submit,
  submitClassName,
  className = "mt-5 grid gap-4",
  children,
  ...form
}: ComponentProps<FetcherWithComponents<SettingsAnswer>["Form"]> & {
  fetcher: FetcherWithComponents<SettingsAnswer>;
  intent: string;
  submit: string;
  submitClassName?: string;
}) {
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className={className} {...form}>
      <Hidden intent={intent} />
      {children}
      <div className={submitClassName}>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Saving..." : submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The password again, and while two-step sign-in is on a code as well (asked only then). */
function ChangePasswordCard({ secondStep }: { secondStep: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { form, errors } = useSettingsFetcher(
    "change-password",
    "Password not changed",
    ({ otherSessionsEnded: ended }) => {
      formRef.current?.reset();
      return {
        title: "Password changed",
        description:
          ended > 0
            ? `Your other ${ended === 1 ? "session was" : `${ended} sessions were`} signed out.`
            : "Use the new password next time you sign in.",
      };
    },
    { form: formRef },
  );
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
      <SettingsForm ref={formRef} {...form} submit="Change password" noValidate>
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
      </SettingsForm>
    </IconCard>
  );
}

function SessionsCard({ otherSessions }: { otherSessions: number }) {
  const { fetcher, busy } = useSettingsFetcher(
    "end-other-sessions",
    "Could not sign out other sessions",
    ({ ended }) => ({
      title: "Other sessions signed out",
      description: `${ended} other session${ended === 1 ? "" : "s"} ended. This one stays signed in.`,
    }),
  );
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

/** Where new-lead mail goes, and which lead kinds send it (the page's loader reads them). */
function NotificationsCard({ settings }: { settings: NotificationSettings }) {
  const timeZone = useTimeZone();
  const { form, errors } = useSettingsFetcher("save-notifications", "Settings not saved", () => ({
    title: "Notification settings saved",
  }));
  return (
    <IconCard icon={BellRing} title="Lead notifications" className="lg:col-span-2">
      <SettingsForm
        {...form}
        submit="Save notification settings"
        className="mt-5 grid gap-5 md:grid-cols-2"
        submitClassName="md:col-span-2"
        noValidate
      >
        <NotedInput
          id="settings-notification-email"
          label="Notification e-mail address"
          name="notificationEmail"
          type="email"
          autoComplete="email"
          defaultValue={settings.notificationEmail}
          error={errors.notificationEmail}
          hint="New leads are mailed here; replies go straight to the person who wrote."
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">Send a staff mail for</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {inboxLeadKinds.map((kind) => (
              <label
                key={kind}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-ink hover:border-slate-300"
              >
                <input
                  type="checkbox"
                  name="notifyKinds"
                  value={kind}
                  className="size-4 accent-brand-700"
                  defaultChecked={settings.notifyKinds.includes(kind)}
                />
                {inboxKindLabels[kind]}
              </label>
            ))}
          </div>
          <p className="mt-1.5 text-xs text-muted">Unchecked kinds still appear in the Leads tab.</p>
        </fieldset>
        <SelectField
          id="settings-follow-up-hour"
          label="Follow-up mail at"
          name="followUpHour"
          defaultValue={String(settings.followUpHour)}
          options={Array.from({ length: 24 }, (_, hour) => String(hour))}
          labels={(hour) => clockLabel(`${hour.padStart(2, "0")}:00`)}
          hint={`Each morning at this hour (${zoneName(timeZone)}), everyone with leads due or overdue for a follow-up gets one mail listing them.`}
        />
      </SettingsForm>
    </IconCard>
  );
}

/** The agency's details as every page shows them (ADR 0028), checked with the action's schema first. */
function BusinessDetailsCard({ details }: { details: BusinessDetails }) {
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const { form: settingsForm, errors: serverErrors } = useSettingsFetcher(
    "save-business",
    "Business details not saved",
    () => ({ title: "Business details saved", description: "Every page shows them now." }),
    { settled: true },
  );
  const errors = { ...serverErrors, ...clientErrors };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = businessDetailsSchema.safeParse(nestFormFields(new FormData(form)));
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    setClientErrors(found);
    if (!parsed.success) {
      event.preventDefault();
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
    }
  }

  /** A text field of the details, by its dotted form name (`address.city`): its value is there too. */
  const field = (
    name: string,
    label: string,
    input: { type?: string; autoComplete?: string; hint?: string } = {},
  ) => {
    const value = name
      .split(".")
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], details);
    return (
      <NotedInput
        key={name}
        id={`business-${name.replace(/\./g, "-")}`}
        label={label}
        name={name}
        defaultValue={typeof value === "string" ? value : ""}
        error={errors[name]}
        {...input}
      />
    );
  };

  return (
    <IconCard
      icon={Building2}
      title="Business details"
      intro="Shown in the header and footer, on the contact pages, in search results and in mails."
      className="lg:col-span-2"
    >
      <SettingsForm
        {...settingsForm}
        submit="Save business details"
        className="mt-5 grid gap-6"
        noValidate
        onSubmit={onSubmit}
        data-testid="business-form"
      >
        <div className="grid gap-4 md:grid-cols-3">
          {field("name", "Business name", { autoComplete: "organization" })}
          {field("phone", "Phone", { type: "tel", autoComplete: "tel" })}
          {field("email", "Public e-mail", { type: "email", autoComplete: "email" })}
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold text-ink">Office address</legend>
          <div className="sm:col-span-2">
            {field("address.street", "Street", { autoComplete: "street-address" })}
          </div>
          {field("address.city", "City", { autoComplete: "address-level2" })}
          <div className="grid grid-cols-2 gap-4">
            {field("address.region", "State", { autoComplete: "address-level1" })}
            {field("address.postalCode", "ZIP", { autoComplete: "postal-code" })}
          </div>
          <input type="hidden" name="address.country" value={details.address.country} />
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">Opening hours</legend>
          <p className="mb-3 text-xs text-muted">Leave both times blank for a closed day.</p>
          <div className="grid gap-4 md:grid-cols-3">
            {hourGroups.map((group) => (
              <div key={group.key} className="rounded-lg border border-slate-200 p-3">
                <p className="mb-2 text-sm font-medium text-ink">{group.days}</p>
                <div className="grid grid-cols-2 gap-3">
                  {field(`hours.${group.key}.opens`, "Opens", { type: "time" })}
                  {field(`hours.${group.key}.closes`, "Closes", { type: "time" })}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Review profiles</legend>
          {reviewLinkKeys.map((key) =>
            field(
              `reviewLinks.${key}`,
              reviewPlatforms.find((platform) => platform.id === key)?.name ?? key,
              { type: "url", hint: "The Reviews page links here; blank shows the platform as text." },
            ),
          )}
        </fieldset>
        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-ink">Social profiles</legend>
          {socialNetworks.map((network) => field(`social.${network.key}`, network.label, { type: "url" }))}
        </fieldset>
      </SettingsForm>
    </IconCard>
  );
}

/** The zone every time on the site, in the CMS and in staff mail is read in. */
function TimeZoneCard({ timeZone }: { timeZone: string }) {
  const { form, errors } = useSettingsFetcher("save-time-zone", "Time zone not saved", () => ({
    title: "Time zone saved",
  }));
  const choices = timeZoneChoices.includes(timeZone) ? timeZoneChoices : [timeZone, ...timeZoneChoices];
  return (
    <IconCard icon={Globe} title="Time zone">
      <SettingsForm {...form} submit="Save time zone">
        <SelectField
          id="settings-time-zone"
          label="Site time zone"
          name="timeZone"
          defaultValue={timeZone}
          options={choices}
          labels={(zone) => `${zoneName(zone)} (${zone})`}
          error={errors.timeZone}
          hint="Times in the CMS, in staff mails and on the blog are shown in this zone."
        />
      </SettingsForm>
    </IconCard>
  );
}

/** Require two-step sign-in for every account: whoever has not set it up does so at their next page. */
function TwoStepRequiredCard({ required }: { required: boolean }) {
  const { form } = useSettingsFetcher("save-two-step", "Two-step setting not saved", (result) => ({
    title: result.required ? "Two-step sign-in is required" : "Two-step sign-in is optional",
  }));
  return (
    <IconCard icon={ShieldCheck} title="Two-step sign-in">
      <SettingsForm {...form} submit="Save two-step setting">
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="required"
            value="on"
            defaultChecked={required}
            className="mt-0.5 size-4 accent-brand-600"
            aria-describedby="settings-two-step-note"
          />
          <span>Require two-step sign-in for every account</span>
        </label>
        <p id="settings-two-step-note" className="text-xs text-muted">
          Anyone without it (you too) is asked to set it up with an authenticator app before they can use the
          CMS.
        </p>
      </SettingsForm>
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
