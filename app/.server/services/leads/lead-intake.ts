import { type LeadFormName, leadForms } from "~/lib/lead-forms";
import { type SubmissionContext, type SubmissionResult, submitLead } from "./leads";
import { parseInput } from "../validate";

/**
 * A lead form's input, whichever transport brought it (a JSON body or a posted HTML form, both
 * in the form's own field names): checked with the form's one schema, then stored under those
 * names, which are the lead's; the fields a lead has no column for are kept as its details.
 */
export async function submitLeadForm(
  name: LeadFormName,
  input: unknown,
  context: SubmissionContext,
): Promise<SubmissionResult> {
  const form = leadForms[name];
  const values = parseInput(form.schema, input);
  const details = Object.fromEntries(
    form.details.flatMap((field) => {
      const value = (values as Record<string, string | undefined>)[field];
      return value ? [[field, value]] : [];
    }),
  );
  return submitLead({ ...values, kind: name, details }, context);
}
