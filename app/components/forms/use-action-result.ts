import { type RefObject, useEffect, useRef } from "react";
import { type ToastInput, toast } from "~/components/ui/toast";
import type { ActionResult } from "~/lib/action-result";

type AnyResult = ActionResult<object, object>;
type Done<Result> = Extract<Result, { ok: true }>;

export type ActionResultOptions<Result extends AnyResult> = {
  /** The notification's title when the action refused; its text is the answer's message. */
  failureTitle: string;
  /** What to do on success, and the notification to show for it (none when nothing returns). */
  onDone?: (result: Done<Result>) => ToastInput | undefined;
  /** The form the answer is about: on a refusal, focus goes to its first field in error. */
  form?: RefObject<HTMLFormElement | null>;
};

const noErrors: Record<string, string> = {};

/**
 * The one reader of a page action's ActionResult in the browser (ADR 0030): notifies each new
 * answer, focuses the first field in error, and gives the field messages.
 */
export function useActionResult<Result extends AnyResult>(
  result: Result | null | undefined,
  options: ActionResultOptions<Result>,
): Record<string, string> {
  // The latest options, read when an answer arrives: only a new answer notifies.
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!result) return;
    const { failureTitle, onDone, form } = latest.current;
    const shown = notificationFor(result, failureTitle, onDone);
    if (shown) toast(shown);
    if (!result.ok && form?.current) firstInvalidControl(form.current, result.fieldErrors)?.focus();
  }, [result]);
  return result && !result.ok ? result.fieldErrors : noErrors;
}

/** The notification an answer gets (pure, so it is tested without a browser). */
export function notificationFor<Result extends AnyResult>(
  result: Result,
  failureTitle: string,
  onDone?: (result: Done<Result>) => ToastInput | undefined,
): ToastInput | undefined {
  if (!result.ok) return { title: failureTitle, description: result.message, variant: "destructive" };
  return onDone?.(result as Done<Result>) ?? undefined;
}

/** The first control of the form, in the order the visitor meets them, that has a field message. */
export function firstInvalidControl(
  form: { elements: ArrayLike<Element> },
  fieldErrors: Record<string, string>,
): HTMLElement | undefined {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (name && fieldErrors[name] && "focus" in element) return element as HTMLElement;
  }
  return undefined;
}
