import { redirect } from "react-router";
import { requireUser } from "~/.server/services/auth";
import { postOverview } from "~/.server/services/post-list";
import { sectionPathForTab } from "~/components/cms/cms-sections";
import { OverviewSection } from "~/components/cms/overview-section";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.dashboard";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "CMS Dashboard", description: "Staff dashboard.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  // Bookmarks from before each section had its own address.
  const moved = sectionPathForTab(new URL(request.url).searchParams.get("tab"));
  if (moved) throw redirect(moved);
  return { analytics: await postOverview() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewSection analytics={loaderData.analytics} />;
}
