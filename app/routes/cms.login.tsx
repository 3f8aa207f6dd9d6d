import { data, redirect } from "react-router";
import { getConfig } from "~/.server/config";
import { DEMO_ACCOUNT } from "~/.server/demo-account";
import { HttpError } from "~/.server/http/errors";
import { isSameOriginRequest, optionalUser, requireCmsHost, signIn } from "~/.server/services/auth";
import { sessionCookie } from "~/.server/services/sessions";
import { loginSchema } from "~/lib/schemas/auth";
import { CmsFrame } from "~/components/cms/cms-frame";
import { LoginForm } from "~/components/cms/login-form";
import { pageMeta } from "~/lib/meta";
import { readFormData } from "~/lib/form-data.server";
import type { Route } from "./+types/cms.login";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "CMS Login", description: "Staff sign-in.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  if (await optionalUser(request)) throw redirect("/cms/dashboard");
  return { demo: getConfig().demoAccount ? { ...DEMO_ACCOUNT } : null };
}

/** Sign-in without JavaScript: the same checks and throttle as POST /api/cms/login. */
export async function action({ request, context }: Route.ActionArgs) {
  requireCmsHost(request);
  if (!isSameOriginRequest(request)) {
    return data(
      { error: "This request did not come from the CMS. Reload the page and try again." },
      { status: 403 },
    );
  }
  const form = await readFormData(request);
  const parsed = loginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
  if (!parsed.success) return data({ error: "Please enter your username and password." }, { status: 400 });
  try {
    const { token } = await signIn({
      ...parsed.data,
      ip: context.clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
    });
    return redirect("/cms/dashboard", { headers: { "Set-Cookie": sessionCookie(getConfig(), token) } });
  } catch (error) {
    if (error instanceof HttpError)
      return data({ error: error.message }, { status: error.status, headers: error.headers });
    throw error;
  }
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CmsFrame>
      <div className="container-page flex min-h-[calc(100dvh-4rem)] items-center justify-center py-12">
        <LoginForm demo={loaderData.demo} serverError={actionData?.error} />
      </div>
    </CmsFrame>
  );
}
