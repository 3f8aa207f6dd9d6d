import { type LeadFormName, leadForms } from "~/lib/lead-forms";
import { type SubmissionContext, type SubmissionResult, submitLead } from "./leads";
import { parseInput } from "../validate";

/** A lead form's input (JSON or posted form), checked with its schema; fields without a column become details. */
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
