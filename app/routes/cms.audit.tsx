import { throwStatus } from "~/lib/route-errors";
import { auditActorOptions, listAuditEvents } from "~/.server/services/audit";
import { requirePermission } from "~/.server/http/guards";
import { getSiteSettings } from "~/.server/services/settings";
import { AuditLog } from "~/components/cms/audit/audit-log";
import { dateKey } from "~/lib/date-time";
import { cmsMeta } from "~/lib/meta";
import { auditFilterSchema } from "~/lib/schemas/audit";
import type { Route } from "./+types/cms.audit";

export const meta = cmsMeta("Audit trail · CMS", "Staff dashboard: who did what, and when.");

/** The filters live in the URL: `?actor=<user id>&action=<action>&from=<day>&to=<day>&page=<n>`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "audit.view");
  const parsed = auditFilterSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    throwStatus(400, { message: parsed.error.issues[0]?.message ?? "These filters are not valid." });
  }
  const { timeZone } = await getSiteSettings();
  const [list, actors] = await Promise.all([listAuditEvents(parsed.data, timeZone), auditActorOptions()]);
  return { filter: parsed.data, list, actors, timeZone, today: dateKey(new Date(), timeZone) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AuditLog {...loaderData} />;
}
