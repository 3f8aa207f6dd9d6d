import type { LeadField } from "~/lib/lead-forms";
import { contactServiceOptions } from "~/lib/schemas/leads";
import { leadFieldBase as base } from "../lead-fields";

/** The fields in screen order (spec 5, 8); one file a form, so an island loads only its own. */
export const contactFields: readonly LeadField[] = [
  base.name,
  base.company,
  base.email,
  base.phone,
  {
    name: "service",
    label: "Service you're interested in",
    control: "select",
    placeholder: "Select a service",
    options: contactServiceOptions,
    wide: true,
  },
  {
    ...base.message,
    rows: 5,
    placeholder: "What services do you offer, where do you work, and what would you like more of?",
    wide: true,
  },
];
