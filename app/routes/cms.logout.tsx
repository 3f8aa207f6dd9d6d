import { redirect } from "react-router";
import { requireCmsHost, sessionOf } from "~/.server/http/guards";
import { clearedSessionCookie } from "~/.server/http/session-cookies";
import { deleteSession } from "~/.server/services/staff/sessions";
import type { Route } from "./+types/cms.logout";

/** Nothing to show: a GET (a typed address, a prefetch) goes to the dashboard, which signs nobody out. */
export function loader({ request }: Route.LoaderArgs) {
  requireCmsHost(request);
  return redirect("/cms/dashboard");
}

/** Sign-out, posted by the CMS chrome's form; an expired session lands on the login screen too. */
export async function action({ request }: Route.ActionArgs) {
  requireCmsHost(request);
  // Whatever step the account still has to take (account-steps): signing out is always allowed.
  const auth = await sessionOf(request.headers.get("cookie"));
  if (auth) await deleteSession(auth.sessionId);
  return redirect("/cms/login", {
    headers: { "Set-Cookie": await clearedSessionCookie(), "Cache-Control": "no-store" },
  });
}

export default function CmsLogout() {
  return null;
}
