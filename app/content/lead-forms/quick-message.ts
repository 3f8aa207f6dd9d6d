import type { LeadField } from "~/lib/lead-forms";
import { leadFieldBase as base } from "../lead-fields";

/** The fields in screen order (spec 5, 8); one file a form, so an island loads only its own. */
export const quickMessageFields: readonly LeadField[] = [
  { ...base.name, label: "Name", placeholder: "Your name" },
  { ...base.email, placeholder: "you@yourbusiness.com" },
  { ...base.message, label: "Message", rows: 5, placeholder: "How can we help?" },
];
