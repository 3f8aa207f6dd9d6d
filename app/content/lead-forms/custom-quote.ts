import type { LeadField } from "~/lib/lead-forms";
import { budgetOptions, timelineOptions } from "~/lib/schemas/leads";
import { leadFieldBase as base } from "../lead-fields";

/** The fields in screen order (spec 5, 8); one file a form, so an island loads only its own. */
export const customQuoteFields: readonly LeadField[] = [
  base.name,
  base.company,
  base.email,
  { ...base.phone, optional: true },
  {
    name: "website",
    label: "Current website",
    inputMode: "url",
    autoComplete: "url",
    placeholder: "smithplumbing.com",
    maxLength: 300,
    optional: true,
    wide: true,
  },
  {
    name: "budget",
    label: "Budget range",
    control: "select",
    placeholder: "Choose a range",
    options: budgetOptions,
  },
  {
    name: "timeline",
    label: "Timeline",
    control: "select",
    placeholder: "When do you want to launch?",
    options: timelineOptions,
  },
  {
    ...base.message,
    rows: 6,
    placeholder: "Pages you need, features (online booking, financing, service areas), sites you like...",
    wide: true,
  },
];
