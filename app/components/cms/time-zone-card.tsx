import { Globe } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldNote, Hidden, IconCard } from "./kit";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { timeZoneChoices, zoneName } from "~/lib/site-settings";
import type { SettingsAnswer } from "~/lib/cms-pages";
import { useActionResult } from "~/components/forms/use-action-result";

/** Settings: the zone every time on the site, in the CMS and in staff mail is read in. */
export function TimeZoneCard({ timeZone }: { timeZone: string }) {
  const fetcher = useFetcher<SettingsAnswer>();
  const busy = fetcher.state !== "idle";
  const error = useActionResult(fetcher.data, {
    failureTitle: "Time zone not saved",
    onDone: (result) =>
      result.intent === "save-time-zone" ? { title: "Time zone saved", variant: "success" } : undefined,
  }).timeZone;
  const choices = timeZoneChoices.includes(timeZone) ? timeZoneChoices : [timeZone, ...timeZoneChoices];

  return (
    <IconCard icon={Globe} title="Time zone">
      <fetcher.Form method="post" className="mt-5 grid gap-4">
        <Hidden intent="save-time-zone" />
        <div>
          <Label htmlFor="settings-time-zone">Site time zone</Label>
          <NativeSelect
            id="settings-time-zone"
            name="timeZone"
            defaultValue={timeZone}
            aria-invalid={error ? true : undefined}
            aria-describedby="settings-time-zone-note"
          >
            {choices.map((zone) => (
              <option key={zone} value={zone}>
                {zoneName(zone)} ({zone})
              </option>
            ))}
          </NativeSelect>
          <FieldNote
            id="settings-time-zone-note"
            error={error}
            hint="Times in the CMS, in staff mails and on the blog are shown in this zone."
          />
        </div>
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Saving..." : "Save time zone"}
          </Button>
        </div>
      </fetcher.Form>
    </IconCard>
  );
}
