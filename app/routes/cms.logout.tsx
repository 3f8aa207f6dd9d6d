import { redirect } from "react-router";
import { getConfig } from "~/.server/config";
import { requireCmsHost, requireSignedIn } from "~/.server/http/guards";
import { authenticate } from "~/.server/services/staff/auth";
import { clearedSessionCookie, deleteSession } from "~/.server/services/staff/sessions";
import type { Route } from "./+types/cms.logout";

/** Nothing to show: a GET (a typed address, a prefetch) goes to the dashboard, which signs nobody out. */
export function loader({ request }: Route.LoaderArgs) {
  requireCmsHost(request);
  return redirect("/cms/dashboard");
}

/**
 * Sign-out, posted by the CMS chrome's form (the only way to sign out). An already expired
 * session is as good as signed out, so it lands on the login screen too.
 */
export async function action({ request }: Route.ActionArgs) {
  requireCmsHost(request);
  if (await authenticate(request.headers.get("cookie"))) {
    // Whatever step the account still has to take (account-steps): signing out is always allowed.
    const auth = await requireSignedIn(request);
    await deleteSession(auth.sessionId);
  }
  return redirect("/cms/login", {
    headers: { "Set-Cookie": clearedSessionCookie(getConfig()), "Cache-Control": "no-store" },
  });
}

export default function CmsLogout() {
  return null;
}
