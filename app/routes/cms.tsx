import { redirect } from "react-router";
import { requireCmsHost } from "~/.server/services/auth";
import type { Route } from "./+types/cms";

export function loader({ request }: Route.LoaderArgs) {
  requireCmsHost(request);
  return redirect("/cms/dashboard");
}
