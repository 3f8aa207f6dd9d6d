import { data } from "react-router";
import type { TwoStepResult } from "~/components/cms/profile/two-step-card";
import { beginTwoStepSetup, disableTwoStep, enableTwoStep } from "../services/two-step";
import { ValidationError } from "../services/errors";
import { twoStepRequired } from "../services/settings";
import { refusalOf } from "./page-action";

const TWO_STEP_REQUIRED =
  "Two-step sign-in is required for every account here, so it stays on. An administrator can change that in Settings.";

/**
 * The two-step sign-in controls' posts (issue 26.4; intent two-step-*), shared by the Profile page
 * and the required set-up step (/cms/two-step-setup): start the setup, confirm it with a code and
 * the password, turn it off with the password.
 */
export async function twoStepAction(
  userId: string,
  intent: string,
  text: (name: string) => string | undefined,
) {
  try {
    if (intent === "two-step-begin") {
      await beginTwoStepSetup(userId);
      return data<TwoStepResult>({
        ok: true,
        twoStep: true,
        message: "Add the key below to your authenticator app, then enter the code it shows.",
      });
    }
    if (intent === "two-step-enable") {
      const recoveryCodes = await enableTwoStep(userId, text("password") ?? "", text("code") ?? "");
      return data<TwoStepResult>({
        ok: true,
        twoStep: true,
        message: "Two-step sign-in is on.",
        recoveryCodes,
      });
    }
    // Required for everyone (Settings): off would only send the account straight back to set it up.
    if (await twoStepRequired()) throw new ValidationError(TWO_STEP_REQUIRED);
    await disableTwoStep(userId, text("password") ?? "");
    return data<TwoStepResult>({ ok: true, twoStep: true, message: "Two-step sign-in is off." });
  } catch (error) {
    // The page holds two forms: the refusal says it is the two-step card's (twoStep), not the profile's.
    const refused = refusalOf(error);
    return data<TwoStepResult>(
      { ok: false, twoStep: true, message: refused.message, fieldErrors: refused.errors ?? {} },
      { status: refused.status, headers: refused.headers },
    );
  }
}
