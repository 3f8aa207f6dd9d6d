import type { LeadField } from "~/lib/lead-forms";

/**
 * The fields the lead forms share, as the visitor sees them (spec 5, 8); each form's list, in
 * screen order, is in ./lead-forms/.
 */
export const leadFieldBase = {
  name: { name: "name", label: "Your name", autoComplete: "name", placeholder: "Jane Smith", maxLength: 120 },
  company: {
    name: "company",
    label: "Business name",
    autoComplete: "organization",
    placeholder: "Smith Plumbing & Drain",
    maxLength: 160,
  },
  email: {
    name: "email",
    label: "Email",
    type: "email",
    autoComplete: "email",
    placeholder: "jane@smithplumbing.com",
    maxLength: 254,
  },
  phone: {
    name: "phone",
    label: "Phone",
    type: "tel",
    autoComplete: "tel",
    placeholder: "(713) 555-0100",
    maxLength: 40,
  },
  message: { name: "message", label: "Project details", control: "textarea", maxLength: 5000 },
} as const satisfies Record<string, LeadField>;
