import { type LeadFormName, type LeadFormValues, leadForms } from "~/lib/lead-forms";
import { type SubmissionContext, type SubmissionResult, submitLead, type LeadSubmission } from "./leads";
import { parseInput } from "../validate";

/**
 * A lead form's input, whichever transport brought it (a JSON body already in the form's own
 * field names, or a posted HTML form): checked with the form's one schema, then stored.
 */
export async function submitLeadForm(
  name: LeadFormName,
  input: unknown,
  context: SubmissionContext,
): Promise<SubmissionResult> {
  const values = parseInput(leadForms[name].schema, input);
  return submitLead(leadOf[name](values as never), context);
}

const leadOf: { [Name in LeadFormName]: (values: LeadFormValues<Name>) => LeadSubmission } = {
  "free-plan": (value) => ({
    kind: "free-plan",
    name: value.name,
    email: value.email,
    phone: value.phone,
    service: value.service,
    message: value.message,
  }),
  contact: (value) => ({
    kind: "contact",
    name: value.name,
    email: value.email,
    phone: value.phone,
    company: value.business,
    service: value.service,
    message: value.message,
  }),
  "quick-message": (value) => ({
    kind: "quick-message",
    name: value.name,
    email: value.email,
    message: value.message,
  }),
  "custom-quote": (value) => ({
    kind: "custom-quote",
    name: value.name,
    email: value.email,
    phone: value.phone,
    company: value.business,
    message: value.details,
    details: Object.fromEntries(
      Object.entries({ website: value.website, budget: value.budget, timeline: value.timeline }).filter(
        (entry): entry is [string, string] => Boolean(entry[1]),
      ),
    ),
  }),
};
