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

type TextField = {
  name: string;
  label: string;
  value: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
};

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

  const field = ({ name, label, value, type = "text", autoComplete, hint }: TextField) => {
    const id = `business-${name.replace(/\./g, "-")}`;
    return (
      <NotedInput
        key={name}
        id={id}
        label={label}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={value}
        error={errors[name]}
        hint={hint}
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
          {field({ name: "name", label: "Business name", value: details.name, autoComplete: "organization" })}
          {field({ name: "phone", label: "Phone", value: details.phone, type: "tel", autoComplete: "tel" })}
          {field({
            name: "email",
            label: "Public e-mail",
            value: details.email,
            type: "email",
            autoComplete: "email",
          })}
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold text-ink">Office address</legend>
          <div className="sm:col-span-2">
            {field({
              name: "address.street",
              label: "Street",
              value: details.address.street,
              autoComplete: "street-address",
            })}
          </div>
          {field({
            name: "address.city",
            label: "City",
            value: details.address.city,
            autoComplete: "address-level2",
          })}
          <div className="grid grid-cols-2 gap-4">
            {field({
              name: "address.region",
              label: "State",
              value: details.address.region,
              autoComplete: "address-level1",
            })}
            {field({
              name: "address.postalCode",
              label: "ZIP",
              value: details.address.postalCode,
              autoComplete: "postal-code",
            })}
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
                  {field({
                    name: `hours.${group.key}.opens`,
                    label: "Opens",
                    value: details.hours[group.key].opens,
                    type: "time",
                  })}
                  {field({
                    name: `hours.${group.key}.closes`,
                    label: "Closes",
                    value: details.hours[group.key].closes,
                    type: "time",
                  })}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Review profiles</legend>
          {reviewLinkKeys.map((key) =>
            field({
              name: `reviewLinks.${key}`,
              label: reviewPlatforms.find((platform) => platform.id === key)?.name ?? key,
              value: details.reviewLinks[key] ?? "",
              type: "url",
              hint: "The Reviews page links here; blank shows the platform as text.",
            }),
          )}
        </fieldset>
        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-ink">Social profiles</legend>
          {socialNetworks.map((network) =>
            field({
              name: `social.${network.key}`,
              label: network.label,
              value: details.social[network.key] ?? "",
              type: "url",
            }),
          )}
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
