import { ShieldCheck } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Hidden, IconCard } from "./kit";
import type { SettingsAnswer } from "~/lib/cms-pages";
import { useActionResult } from "~/components/forms/use-action-result";

/**
 * Settings (Administrators): require two-step sign-in for every account. Whoever has
 * not set it up is taken to set it up at their next page, before anything else in the CMS.
 */
export function TwoStepRequiredCard({ required }: { required: boolean }) {
  const fetcher = useFetcher<SettingsAnswer>();
  const busy = fetcher.state !== "idle";
  useActionResult(fetcher.data, {
    failureTitle: "Two-step setting not saved",
    onDone: (result) =>
      result.intent === "save-two-step"
        ? {
            title: result.required ? "Two-step sign-in is required" : "Two-step sign-in is optional",
            variant: "success",
          }
        : undefined,
  });

  return (
    <IconCard icon={ShieldCheck} title="Two-step sign-in">
      <fetcher.Form method="post" className="mt-5 grid gap-4">
        <Hidden intent="save-two-step" />
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
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Saving..." : "Save two-step setting"}
          </Button>
        </div>
      </fetcher.Form>
    </IconCard>
  );
}
