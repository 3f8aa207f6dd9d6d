import { MailQuestion } from "lucide-react";
import { Link } from "react-router";
import { getConfig } from "~/.server/config";
import { formAction } from "~/.server/forms/page-action";
import { readFormData } from "~/.server/forms/form-body";
import { requireCmsHost } from "~/.server/http/guards";
import { requestPasswordReset } from "~/.server/services/staff/password-reset";
import { AccountCard, AccountField, AccountForm } from "~/components/cms/account/account-card";
import { cmsMeta } from "~/lib/meta";
import { forgotPasswordSchema } from "~/lib/schemas/auth";
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
  return formAction(forgotPasswordSchema, { email: form.get("email") }, async ({ email }) => {
    await requestPasswordReset({ email, client: requestValues(context).clientIp, cmsOrigin });
    return { ok: true as const, message: loginTexts.resetRequested };
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AccountCard
      icon={<MailQuestion className="size-6" aria-hidden />}
      title="Forgot your password?"
      lead="Enter the e-mail address of your CMS account and we'll send you a link to choose a new password."
      notice={actionData?.ok ? actionData.message : undefined}
      error={failed && Object.keys(failed.fieldErrors).length === 0 ? failed.message : undefined}
    >
      <AccountForm submit="Send Reset Link" busyText="Sending...">
        <AccountField
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          error={failed?.fieldErrors.email}
        />
      </AccountForm>
      <p className="mt-5 text-center text-sm">
        <Link to="/cms/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AccountCard>
  );
}
