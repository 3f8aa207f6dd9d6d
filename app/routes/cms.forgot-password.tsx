import { MailQuestion } from "lucide-react";
import { getConfig } from "~/.server/config";
import { formAction } from "~/.server/forms/page-action";
import { readFormData } from "~/.server/forms/form-body";
import { requireCmsHost } from "~/.server/http/guards";
import { requestPasswordReset } from "~/.server/services/staff/password-reset";
import { AccountCard, AccountForm, AccountLink } from "~/components/cms/account/account-card";
import { cmsMeta } from "~/lib/meta";
import { accountEmailSchema } from "~/lib/schemas/auth";
import { loginTexts } from "~/content/cms-login";
import type { Route } from "./+types/cms.forgot-password";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Forgot Password · CMS", "Staff password reset.");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request }: Route.LoaderArgs) {
  requireCmsHost(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireCmsHost(request);
  const form = await readFormData(request);
  // The link points at the configured CMS address, never at the Host header the sender chose.
  const { cmsOrigin } = getConfig();
  return formAction(accountEmailSchema, { email: form.get("email") }, async ({ email }) => {
    await requestPasswordReset({ email, client: requestValues(context).clientIp, cmsOrigin });
    return { ok: true as const, message: loginTexts.resetRequested };
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AccountCard
      icon={MailQuestion}
      title="Forgot your password?"
      lead="Enter the e-mail address of your CMS account and we'll send you a link to choose a new password."
      result={actionData}
    >
      <AccountForm
        submit="Send Reset Link"
        busyText="Sending..."
        fields={[{ name: "email", label: "E-mail address", type: "email", autoComplete: "email" }]}
      />
      <AccountLink to="/cms/login" className="mt-5 text-center">
        Back to sign in
      </AccountLink>
    </AccountCard>
  );
}
