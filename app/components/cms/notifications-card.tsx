import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import {
  inboxKindLabels,
  inboxLeadKinds,
  type NotificationSettings,
  notificationSettingsSchema,
} from "~/lib/schemas/inbox";
import { CmsApiError, cmsRequest, errorMessage } from "./api";

/** Settings: where new-lead mail goes, and which lead kinds send it. */
export function NotificationsCard() {
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    cmsRequest<NotificationSettings>("/api/cms/settings/notifications").then(setSettings, (caught) =>
      setError(errorMessage(caught, "The notification settings could not be loaded.")),
    );
  }, []);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!settings) return;
    const parsed = notificationSettingsSchema.safeParse(settings);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check the address.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSettings(
        await cmsRequest<NotificationSettings>("/api/cms/settings/notifications", {
          method: "PUT",
          body: parsed.data,
        }),
      );
      toast({ title: "Notification settings saved", variant: "success" });
    } catch (caught) {
      if (caught instanceof CmsApiError) setError(caught.errors.notificationEmail ?? caught.message);
      toast({
        title: "Settings not saved",
        description: errorMessage(caught, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-5 sm:p-6 lg:col-span-2">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <BellRing className="size-5" aria-hidden />
        </span>
        <h2 className="text-lg font-bold text-ink">Lead notifications</h2>
      </div>
      {settings === null ? (
        <p
          className={error ? "mt-4 text-sm text-danger-600" : "mt-4 text-sm text-muted"}
          role={error ? "alert" : undefined}
        >
          {error ?? "Loading..."}
        </p>
      ) : (
        <form className="mt-5 grid gap-5 md:grid-cols-2" onSubmit={onSubmit} noValidate>
          <div>
            <Label htmlFor="settings-notification-email">Notification e-mail address</Label>
            <Input
              id="settings-notification-email"
              type="email"
              autoComplete="email"
              value={settings.notificationEmail}
              aria-invalid={error ? true : undefined}
              aria-describedby="settings-notification-email-note"
              onChange={(event) => {
                setSettings({ ...settings, notificationEmail: event.target.value });
                setError(null);
              }}
            />
            <p
              id="settings-notification-email-note"
              className={error ? "mt-1.5 text-sm text-danger-600" : "mt-1.5 text-xs text-muted"}
            >
              {error ?? "New leads are mailed here; replies go straight to the person who wrote."}
            </p>
          </div>
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
                    className="size-4 accent-brand-700"
                    checked={settings.notifyKinds.includes(kind)}
                    onChange={(event) =>
                      setSettings({
                        ...settings,
                        notifyKinds: event.target.checked
                          ? [...settings.notifyKinds, kind]
                          : settings.notifyKinds.filter((item) => item !== kind),
                      })
                    }
                  />
                  {inboxKindLabels[kind]}
                </label>
              ))}
            </div>
            <p className="mt-1.5 text-xs text-muted">Unchecked kinds still appear in the Leads tab.</p>
          </fieldset>
          <div className="md:col-span-2">
            <Button type="submit" variant="secondary" disabled={busy}>
              {busy ? "Saving..." : "Save notification settings"}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
