import { useActionData, useNavigation } from "react-router";
import type { InboxAnswer } from "~/lib/cms-pages";

/** The current address with some parameters changed (undefined or "" removes one). */
export function withParams(search: string, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** The page action's answer to the plain form posting `intent`, and whether that form is on its way. */
export function useFormAnswer(intent: string) {
  const navigation = useNavigation();
  const answer = useActionData<InboxAnswer>();
  // A refusal that names no intent is shown at the status form.
  const named = answer?.intent || (answer?.ok === false ? "status" : undefined);
  return {
    busy: navigation.state === "submitting" && navigation.formData?.get("intent") === intent,
    answer: named === intent ? answer : undefined,
  };
}
