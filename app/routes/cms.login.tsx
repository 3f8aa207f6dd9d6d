import { redirect } from "react-router";
import { getConfig } from "~/.server/config";
import { DEMO_ACCOUNT } from "~/.server/demo-account";
import { pageAction } from "~/.server/forms/page-action";
import { fieldErrors } from "~/lib/schemas/fields";
import { ValidationError } from "~/.server/services/errors";
import { readFormBody, textField } from "~/.server/forms/form-body";
import { optionalUser, requireCmsHost } from "~/.server/http/guards";
import { signIn } from "~/.server/services/staff/auth";
import { pendingSignInCookie, sessionCookie } from "~/.server/http/session-cookies";
import { loginSchema } from "~/lib/schemas/auth";
import { loginTexts } from "~/content/cms-login";
import { LockKeyhole } from "lucide-react";
import { AccountCard } from "~/components/cms/account/account-card";
import { DemoCredentials, LoginForm } from "~/components/cms/login-form";
import { IslandFrame } from "~/components/forms/islands/island-frame";
import { hydrateOnIntentHandle } from "~/lib/hydration/route-handle";
import { cmsMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.login";
import { requestValues } from "~/lib/request-context";

export const meta = cmsMeta("CMS Login", "Staff sign-in.");

// The page is complete HTML; its form hydrates as an island on the first intent (ADR 0058).
export const handle = hydrateOnIntentHandle;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  if (await optionalUser(request)) throw redirect("/cms/dashboard");
  const reset = new URL(request.url).searchParams.has("reset");
  return {
    demo: getConfig().demoAccount ? { ...DEMO_ACCOUNT } : null,
    notice: reset ? loginTexts.passwordReset : undefined,
  };
}

/** Sign-in without JavaScript: the same checks and throttle as POST /api/cms/login. */
export async function action({ request, context }: Route.ActionArgs) {
  requireCmsHost(request);
  return pageAction(async () => {
    const form = await readFormBody(request);
    const parsed = loginSchema.safeParse({
      username: textField(form, "username"),
      password: textField(form, "password"),
    });
    if (!parsed.success) throw new ValidationError(loginTexts.missingFields, fieldErrors(parsed.error));
    const { token, pending } = await signIn({
      ...parsed.data,
      ip: requestValues(context).clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
    });
    if (token === undefined) {
      return redirect("/cms/two-step", {
        headers: { "Set-Cookie": await pendingSignInCookie(pending ?? null) },
      });
    }
    return redirect("/cms/dashboard", { headers: { "Set-Cookie": await sessionCookie(token) } });
  });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountCard
      icon={LockKeyhole}
      title="Sign in to the CMS"
      lead="Staff only. Write, schedule and publish Marketing Hub articles."
      notice={loaderData.notice}
      error={actionData?.message}
      after={loaderData.demo ? <DemoCredentials {...loaderData.demo} /> : null}
    >
      <IslandFrame name="login" props={{}}>
        <LoginForm />
      </IslandFrame>
    </AccountCard>
  );
}
