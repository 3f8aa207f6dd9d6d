import { analyticsReport } from "~/.server/services/analytics/report";
import { getSiteSettings } from "~/.server/services/settings";
import { speedToLead } from "~/.server/services/leads/speed-to-lead";
import { requirePermission } from "~/.server/http/guards";
import { AnalyticsSection } from "~/components/cms/analytics/analytics-section";
import { SpeedToLeadCard } from "~/components/cms/speed-to-lead-card";
import { cmsMeta } from "~/lib/meta";
import { dateKey } from "~/lib/date-time";
import { analyticsRangeSchema, RANGE_FALLBACK_NOTE, resolveAnalyticsRange } from "~/lib/schemas/analytics";
import type { Route } from "./+types/cms.analytics";

export const meta = cmsMeta("Analytics · CMS", "Staff dashboard: site analytics.");

/** `?range=7|30|90` or `?range=custom&from=…&to=…`; an unknown range shows the default with a note. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "analytics.view");
  const parsed = analyticsRangeSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const today = dateKey(new Date(), (await getSiteSettings()).timeZone);
  const note = parsed.success ? null : RANGE_FALLBACK_NOTE;
  const [report, speed] = await Promise.all([
    analyticsReport(resolveAnalyticsRange(parsed.success ? parsed.data : {}, today)),
    // Weekly figures of how fast leads are answered: counts and times, no lead's details.
    speedToLead({ weeks: 12 }),
  ]);
  return { report, today, note, speedToLead: speed };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <AnalyticsSection report={loaderData.report} today={loaderData.today} note={loaderData.note} />
      <SpeedToLeadCard weeks={loaderData.speedToLead} />
    </div>
  );
}
