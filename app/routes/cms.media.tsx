import { requireUser } from "~/.server/services/auth";
import { MediaTab } from "~/components/cms/media-tab";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.media";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Media · CMS", description: "Staff dashboard: media library.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function Page() {
  return <MediaTab />;
}
