import { EARLY_KEY, type EarlyPresses } from "~/lib/after-paint";
import { REACT_ONLY_BUTTON } from "./on-intent";

/**
 * Once the page's script is armed, the presses and submits noted before it ran (lib/after-paint.ts)
 * are made again with their scripted behaviour: a held link or form, a button that needs React, a
 * POST form's refused submit. What the browser did itself is not repeated.
 */
export function replayEarlyPresses() {
  const early = earlyPresses();
  if (!early || early.taken) return;
  early.taken = true;
  // A copy: a press made again here is noted again while this script's own load is to come.
  for (const entry of [...early.entries]) {
    if ("form" in entry) {
      if (entry.form.isConnected) entry.form.requestSubmit(entry.submitter);
    } else if (entry.held) {
      if (entry.held.isConnected) entry.held.click();
    } else {
      const control = entry.click.closest<HTMLButtonElement>(
        "button, input[type='submit'], input[type='button'], [role='button']",
      );
      if (
        control?.isConnected &&
        !control.disabled &&
        (control.matches(REACT_ONLY_BUTTON) || refusedSubmit(control))
      )
        control.click();
    }
  }
}

const refusedSubmit = (control: HTMLButtonElement) =>
  control.type === "submit" && control.form?.method === "post" && control.form.matches(":invalid");

/** What the head's script noted before the page's scripts ran (lib/after-paint.ts), if anything. */
export function earlyPresses(): EarlyPresses | undefined {
  return (window as unknown as Record<string, EarlyPresses | undefined>)[EARLY_KEY];
}
