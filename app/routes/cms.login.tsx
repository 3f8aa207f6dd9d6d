import { redirect } from "react-router";
import { getConfig } from "~/.server/config";
import { DEMO_ACCOUNT } from "~/.server/db/seed-data/demo-account";
import { optionalUser } from "~/.server/services/auth";
import { CmsFrame } from "~/components/cms/cms-frame";
import { LoginForm } from "~/components/cms/login-form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.login";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "CMS Login", description: "Staff sign-in.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  if (await optionalUser(request)) throw redirect("/cms/dashboard");
  return { demo: getConfig().demoAccount ? { ...DEMO_ACCOUNT } : null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CmsFrame>
      <div className="container-page flex min-h-[calc(100dvh-4rem)] items-center justify-center py-12">
        <LoginForm demo={loaderData.demo} />
      </div>
    </CmsFrame>
  );
}
