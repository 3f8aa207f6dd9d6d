import { requireUser } from "~/.server/services/auth";
import { LeadsTab } from "~/components/cms/leads-tab";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.inbox";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Leads · CMS", description: "Staff dashboard: leads inbox.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <LeadsTab />;
}
