import { BellRing } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Hidden, IconCard, NotedInput, SelectField } from "./kit";
import { clockLabel, useTimeZone, zoneName } from "~/lib/site-settings";
import { inboxKindLabels, inboxLeadKinds, type NotificationSettings } from "~/lib/schemas/inbox";
import type { SettingsAnswer } from "~/lib/cms-pages";
import { useActionResult } from "~/components/forms/use-action-result";

/** Settings: where new-lead mail goes, and which lead kinds send it (the page's loader reads them). */
export function NotificationsCard({ settings }: { settings: NotificationSettings }) {
  const fetcher = useFetcher<SettingsAnswer>();
  const timeZone = useTimeZone();
  const busy = fetcher.state !== "idle";
  const error = useActionResult(fetcher.data, {
    failureTitle: "Settings not saved",
    onDone: (result) =>
      result.intent === "save-notifications"
        ? { title: "Notification settings saved", variant: "success" }
        : undefined,
  }).notificationEmail;

  return (
    <IconCard icon={BellRing} title="Lead notifications" className="lg:col-span-2">
      <fetcher.Form method="post" className="mt-5 grid gap-5 md:grid-cols-2" noValidate>
        <Hidden intent="save-notifications" />
        <NotedInput
          id="settings-notification-email"
          label="Notification e-mail address"
          name="notificationEmail"
          type="email"
          autoComplete="email"
          defaultValue={settings.notificationEmail}
          error={error}
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
        <div className="md:col-span-2">
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Saving..." : "Save notification settings"}
          </Button>
        </div>
      </fetcher.Form>
    </IconCard>
  );
}
