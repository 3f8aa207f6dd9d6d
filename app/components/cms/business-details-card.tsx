import { Building2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Hidden, IconCard, NotedInput } from "./kit";
import { reviewPlatforms } from "~/content/review-platforms";
import { fieldErrors } from "~/lib/schemas/fields";
import {
  type BusinessDetails,
  businessDetailsSchema,
  hourGroups,
  nestFormFields,
  reviewLinkKeys,
  socialNetworks,
} from "~/lib/schemas/site-settings";
import type { SettingsAnswer } from "~/lib/cms-pages";
import { useActionResult } from "~/components/forms/use-action-result";

/**
 * Settings: the agency's name, phone, e-mail, address, hours and profile links, as every page,
 * the JSON-LD and the mails show them (ADR 0028). The browser checks them with the schema the
 * action uses, so a mistake is marked before anything is sent.
 */
export function BusinessDetailsCard({ details }: { details: BusinessDetails }) {
  const fetcher = useFetcher<SettingsAnswer>();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const busy = fetcher.state !== "idle";
  const serverErrors = useActionResult(fetcher.state === "idle" ? fetcher.data : undefined, {
    failureTitle: "Business details not saved",
    onDone: (result) =>
      result.intent === "save-business"
        ? { title: "Business details saved", description: "Every page shows them now.", variant: "success" }
        : undefined,
  });
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
      <fetcher.Form
        method="post"
        className="mt-5 grid gap-6"
        noValidate
        onSubmit={onSubmit}
        data-testid="business-form"
      >
        <Hidden intent="save-business" />
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
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Saving..." : "Save business details"}
          </Button>
        </div>
      </fetcher.Form>
    </IconCard>
  );
}
