import { redirect } from "react-router";
import { requireUser } from "~/.server/services/auth";
import { analyticsOverview } from "~/.server/services/cms-posts";
import { sectionPathForTab } from "~/components/cms/dashboard-tabs";
import { OverviewTab } from "~/components/cms/overview-tab";
import { useSectionActions } from "~/components/cms/use-section-actions";
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
  return { analytics: await analyticsOverview() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const actions = useSectionActions();
  return <OverviewTab data={loaderData} actions={actions} />;
}
