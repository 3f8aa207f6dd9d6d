import { redirect } from "react-router";
import { requireCmsHost } from "~/.server/http/guards";
import type { Route } from "./+types/cms";

/** /cms goes to the dashboard (which sends signed-out users to the login screen). */
export function loader({ request }: Route.LoaderArgs) {
  requireCmsHost(request);
  return redirect("/cms/dashboard");
}

/** Never shown, but a page route, so a foreign host gets the not-found screen, not a bare 404. */
export default function CmsIndex() {
  return null;
}
