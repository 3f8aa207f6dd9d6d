import type { TwoStepResult } from "~/components/cms/profile/two-step-card";
import { twoStepTexts } from "~/content/two-step";
import type { AuditActor } from "../services/audit";
import { beginTwoStepSetup, disableTwoStep, enableTwoStep } from "../services/staff/two-step";
import { ValidationError } from "../services/errors";
import { twoStepRequired } from "../services/settings";
import { pageAction } from "./page-action";

/** The page holds two forms: the answer says it is the two-step card's (twoStep), not the profile's. */
const twoStepCard = { twoStep: true } as const;

/**
 * The two-step sign-in controls' posts (intent two-step-*) of the Profile page and the set-up
 * step: begin, enable (answering the recovery codes), disable. Refusals are the card's.
 */
export function twoStepAction(
  actor: AuditActor & { userId: string },
  intent: string,
  text: (name: string) => string | undefined,
) {
  const { userId } = actor;
  return pageAction(
    async (): Promise<TwoStepResult> => {
      if (intent === "two-step-begin") {
        await beginTwoStepSetup(userId);
        return { ...twoStepCard, ok: true, message: twoStepTexts.begin };
      }
      if (intent === "two-step-enable") {
        const recoveryCodes = await enableTwoStep(userId, text("password") ?? "", text("code") ?? "", actor);
        return { ...twoStepCard, ok: true, message: twoStepTexts.enabled, recoveryCodes };
      }
      // Required for everyone (Settings): off would only send the account straight back to set it up.
      if (await twoStepRequired()) throw new ValidationError(twoStepTexts.required);
      await disableTwoStep(userId, { password: text("password") ?? "", code: text("code") }, actor);
      return { ...twoStepCard, ok: true, message: twoStepTexts.disabled };
    },
    () => twoStepCard,
  );
}
