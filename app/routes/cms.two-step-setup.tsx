import { ShieldCheck } from "lucide-react";
import { AccountCard, AccountSignOut } from "~/components/cms/account/account-card";
import { readFormData, textField } from "~/.server/forms/form-body";
import { twoStepAction } from "~/.server/forms/two-step-forms";
import { requireSignedIn } from "~/.server/http/guards";
import { continueTo } from "~/.server/services/staff/account-steps";
import { twoStepRequired } from "~/.server/services/settings";
import { twoStepState } from "~/.server/services/staff/two-step";
import { TwoStepControls } from "~/components/cms/profile/two-step-card";
import { cmsMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.two-step-setup";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Set Up Two-Step Sign-In · CMS", "Staff sign-in.");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** While two-step sign-in is required, an account without it sets it up here first (ADR 0031). */
export async function loader({ request }: Route.LoaderArgs) {
  const auth = await requireSignedIn(request);
  const [state, required] = await Promise.all([twoStepState(auth.user.id), twoStepRequired()]);
  return { state, required, next: continueTo(new URL(request.url).searchParams.get("next")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = await requireSignedIn(request);
  const form = await readFormData(request);
  // Only setting up here; turning it off is the Profile page's (and refused while required).
  const intent = form.get("intent") === "two-step-enable" ? "two-step-enable" : "two-step-begin";
  return twoStepAction({ userId: auth.user.id, clientKey: requestValues(context).clientIp }, intent, (name) =>
    textField(form, name),
  );
}

export default function TwoStepSetup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountCard
      icon={ShieldCheck}
      title="Set up two-step sign-in"
      lead={
        loaderData.required
          ? "An administrator requires two-step sign-in for every account. Set it up to continue: after your password, signing in will ask for a code from an authenticator app on your phone."
          : "After your password, signing in will ask for a code from an authenticator app on your phone."
      }
    >
      <TwoStepControls state={loaderData.state} result={actionData ?? null} continueTo={loaderData.next} />
      <AccountSignOut />
    </AccountCard>
  );
}
