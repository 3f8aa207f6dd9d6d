import { ShieldCheck } from "lucide-react";
import { redirect } from "react-router";
import { pageAction } from "~/.server/forms/page-action";
import { readFormData } from "~/.server/forms/form-body";
import { requireCmsHost } from "~/.server/http/guards";
import { completeTwoStepSignIn } from "~/.server/services/staff/auth";
import { loginTexts } from "~/content/cms-login";
import { pendingSignInCookie, pendingSignInOf, sessionCookie } from "~/.server/http/session-cookies";
import { readPendingSignIn } from "~/.server/services/staff/two-step";
import { AccountCard, AccountForm, AccountLink } from "~/components/cms/account/account-card";
import { cmsMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.two-step";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Two-Step Sign-In · CMS", "Staff sign-in.");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Only after the password step (its cookie); otherwise back to the sign-in page. */
export async function loader({ request }: Route.LoaderArgs) {
  requireCmsHost(request);
  const pending = await pendingSignInOf(request.headers.get("cookie"));
  if (!(await readPendingSignIn(pending)))
    throw redirect("/cms/login", { headers: { "Cache-Control": "no-store" } });
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireCmsHost(request);
  const form = await readFormData(request);
  const code = form.get("code");
  return pageAction(async () => {
    const { token } = await completeTwoStepSignIn({
      pending: await pendingSignInOf(request.headers.get("cookie")),
      code: typeof code === "string" ? code : "",
      userAgent: request.headers.get("user-agent") ?? undefined,
      ip: requestValues(context).clientIp,
    });
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", await sessionCookie(token));
    headers.append("Set-Cookie", await pendingSignInCookie(null));
    return redirect("/cms/dashboard", { headers });
  });
}

export default function TwoStep({ actionData }: Route.ComponentProps) {
  const expired = actionData?.message === loginTexts.signInExpired;
  return (
    <AccountCard
      icon={ShieldCheck}
      title="Enter your code"
      lead="Open your authenticator app and enter the 6-digit code for the Hearthstone CMS. Lost your phone? Enter one of your recovery codes instead."
      result={actionData}
    >
      {expired ? (
        <AccountLink to="/cms/login">Sign in again</AccountLink>
      ) : (
        <AccountForm
          submit="Verify"
          busyText="Checking..."
          fields={[
            {
              name: "code",
              label: "Code",
              type: "text",
              inputMode: "text",
              autoComplete: "one-time-code",
              autoFocus: true,
            },
          ]}
        />
      )}
    </AccountCard>
  );
}
