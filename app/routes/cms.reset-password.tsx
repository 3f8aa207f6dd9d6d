import { KeyRound } from "lucide-react";
import { redirect } from "react-router";
import { formAction } from "~/.server/forms/page-action";
import { readFormData } from "~/.server/forms/form-body";
import { requireCmsHost } from "~/.server/http/guards";
import { findResetLink, resetPassword } from "~/.server/services/staff/password-reset";
import { loginTexts } from "~/content/cms-login";
import { AccountCard, AccountForm, AccountLink } from "~/components/cms/account/account-card";
import { cmsMeta } from "~/lib/meta";
import { newPasswordSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/cms.reset-password";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("Choose a New Password · CMS", "Staff password reset.");

// The token is in the address: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

export async function loader({ request }: Route.LoaderArgs) {
  requireCmsHost(request);
  const link = await findResetLink(new URL(request.url).searchParams.get("token"));
  return { valid: Boolean(link), username: link?.username ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireCmsHost(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await readFormData(request);
  const input = { newPassword: form.get("newPassword"), confirmPassword: form.get("confirmPassword") };
  return formAction(newPasswordSchema, input, async ({ newPassword }) => {
    await resetPassword(token, newPassword, requestValues(context).clientIp);
    return redirect("/cms/login?reset=1", { headers: { "Cache-Control": "no-store" } });
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid) {
    return (
      <AccountCard icon={KeyRound} title="Link expired" lead={loginTexts.invalidResetLink}>
        <AccountLink to="/cms/forgot-password">Send a new link</AccountLink>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      icon={KeyRound}
      title="Choose a new password"
      lead={
        <>
          For <strong className="font-semibold text-ink">{loaderData.username}</strong>. At least 10
          characters, hard to guess. Every device signed in to this account will be signed out.
        </>
      }
      result={actionData}
    >
      <AccountForm
        submit="Set New Password"
        busyText="Saving..."
        fields={[
          { name: "newPassword", label: "New password", type: "password", autoComplete: "new-password" },
          {
            name: "confirmPassword",
            label: "Repeat the new password",
            type: "password",
            autoComplete: "new-password",
          },
        ]}
      >
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={loaderData.username ?? ""}
          readOnly
          hidden
        />
      </AccountForm>
    </AccountCard>
  );
}
