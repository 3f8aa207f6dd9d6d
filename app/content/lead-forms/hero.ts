import type { LeadField } from "~/lib/lead-forms";
import { heroServiceOptions } from "~/lib/schemas/leads";
import { leadFieldBase as base } from "../lead-fields";

/** The fields in screen order (spec 5, 8); one file a form, so an island loads only its own. */
export const heroFields: readonly LeadField[] = [
  base.name,
  { ...base.email, label: "Email address" },
  { ...base.phone, label: "Phone number" },
  {
    name: "service",
    label: "Service you need",
    control: "select",
    placeholder: "Select a service",
    options: heroServiceOptions,
  },
];
