import { throwStatus } from "~/lib/route-errors";
import { analyticsReport } from "~/.server/services/analytics/report";
import { requirePermission } from "~/.server/http/guards";
import { AnalyticsSection } from "~/components/cms/analytics/analytics-section";
import { pageMeta } from "~/lib/meta";
import { analyticsRangeSchema, resolveAnalyticsRange } from "~/lib/schemas/analytics";
import type { Route } from "./+types/cms.analytics";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Analytics · CMS",
    description: "Staff dashboard: site analytics.",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The range lives in the URL: `?range=7|30|90`, or `?range=custom&from=…&to=…` (UTC days). */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "analytics.view");
  const params = new URL(request.url).searchParams;
  const parsed = analyticsRangeSchema.safeParse({
    range: params.get("range") ?? undefined,
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
  });
  if (!parsed.success) {
    throwStatus(400, { message: parsed.error.issues[0]?.message ?? "This date range is not valid." });
  }
  const today = new Date().toISOString().slice(0, 10);
  return { report: await analyticsReport(resolveAnalyticsRange(parsed.data, today)), today };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AnalyticsSection report={loaderData.report} today={loaderData.today} />;
}
