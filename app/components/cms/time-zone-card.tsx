import { Globe } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Hidden, IconCard, SelectField } from "./kit";
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
        <SelectField
          id="settings-time-zone"
          label="Site time zone"
          name="timeZone"
          defaultValue={timeZone}
          options={choices}
          labels={(zone) => `${zoneName(zone)} (${zone})`}
          error={error}
          hint="Times in the CMS, in staff mails and on the blog are shown in this zone."
        />
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Saving..." : "Save time zone"}
          </Button>
        </div>
      </fetcher.Form>
    </IconCard>
  );
}
