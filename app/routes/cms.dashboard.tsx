import { redirect } from "react-router";
import { analyticsTotals } from "~/.server/services/analytics/report";
import { requirePermission } from "~/.server/http/guards";
import { inboxStats } from "~/.server/services/leads/inbox";
import { speedToLead } from "~/.server/services/leads/speed-to-lead";
import { postOverview } from "~/.server/services/posts/post-list";
import { listPendingReview } from "~/.server/services/posts/post-review";
import { sectionPathForTab } from "~/components/cms/cms-sections";
import { OverviewSection } from "~/components/cms/overview-section";
import { cmsMeta } from "~/lib/meta";
import { can } from "~/lib/permissions";
import { resolveAnalyticsRange } from "~/lib/schemas/analytics";
import { dateKey } from "~/lib/date-time";
import { getSiteSettings } from "~/.server/services/settings";
import type { Route } from "./+types/cms.dashboard";

export const meta = cmsMeta("CMS Dashboard", "Staff dashboard.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requirePermission({ request, context }, "posts.write");
  // Bookmarks from before each section had its own address (?tab=overview too: one address a page).
  const tab = new URL(request.url).searchParams.get("tab");
  if (tab !== null) throw redirect(sectionPathForTab(tab));
  const siteRange = resolveAnalyticsRange(
    { range: "30" },
    dateKey(new Date(), (await getSiteSettings()).timeZone),
  );
  // Each role sees the counts of what it may open (lead counts for those who may read leads).
  const [analytics, inbox, site, speed, pendingReview] = await Promise.all([
    postOverview(new Date(), user),
    can(user.role, "personalData.view") ? inboxStats() : null,
    can(user.role, "analytics.view") ? analyticsTotals(siteRange) : null,
    can(user.role, "personalData.view") ? speedToLead({ weeks: 4 }) : null,
    can(user.role, "posts.review") ? listPendingReview() : null,
  ]);
  return { analytics, inboxStats: inbox, siteAnalytics: site, speedToLead: speed, pendingReview };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewSection {...loaderData} />;
}
