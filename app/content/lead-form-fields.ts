import type { LeadField } from "~/lib/lead-forms";
import {
  budgetOptions,
  contactServiceOptions,
  heroServiceOptions,
  timelineOptions,
} from "~/lib/schemas/leads";
import { leadFieldBase as base } from "./lead-fields";

/** The page lead forms' fields in screen order (spec 5, 8). */
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

export const quickMessageFields: readonly LeadField[] = [
  { ...base.name, label: "Name", placeholder: "Your name" },
  { ...base.email, placeholder: "you@yourbusiness.com" },
  { ...base.message, label: "Message", rows: 5, placeholder: "How can we help?" },
];
