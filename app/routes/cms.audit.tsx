import { throwStatus } from "~/lib/route-errors";
import { auditActorOptions, listAuditEvents } from "~/.server/services/audit";
import { requirePermission } from "~/.server/http/guards";
import { getSiteSettings } from "~/.server/services/settings";
import { ScrollText } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { EmptyState, SelectField } from "~/components/cms/kit";
import { Pager } from "~/components/cms/pager";
import { dateKey, formatDateTime } from "~/lib/date-time";
import { cmsMeta } from "~/lib/meta";
import { type AuditAction, auditActionLabels, auditActions, auditFilterSchema } from "~/lib/schemas/audit";
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
  // Today in the site's zone: the days the filter reads are the site's.
  return { filter: parsed.data, list, actors, timeZone, today: dateKey(new Date(), timeZone) };
}

const actionLabel = (action: string) => auditActionLabels[action as AuditAction] ?? action;

const valueText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** The detail on one line ("title: Spring tips · slug: spring-tips"), a `from`/`to` change first. */
function detailText(detail: Record<string, unknown> | null): string {
  if (!detail) return "";
  const { from, to, ...rest } = detail;
  const changed = from !== undefined && to !== undefined;
  const others = Object.entries(changed ? rest : detail).map(([key, value]) => `${key}: ${valueText(value)}`);
  return [...(changed ? [`${valueText(from)} → ${valueText(to)}`] : []), ...others].join(" · ");
}

/** The audit trail, newest first, filtered through a GET form (the filter is the URL). */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { filter, list, actors, timeZone, today } = loaderData;
  const filtered = Boolean(filter.actor || filter.action || filter.from || filter.to);
  return (
    <div className="grid min-w-0 gap-5">
      <Card className="p-4 sm:p-5">
        <Form
          method="get"
          key={`${filter.actor ?? ""}|${filter.action ?? ""}|${filter.from ?? ""}|${filter.to ?? ""}`}
          aria-label="Filter the audit trail"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem_10rem_auto] lg:items-end"
        >
          <SelectField
            autoSubmit
            id="audit-actor"
            label="Staff member"
            name="actor"
            defaultValue={filter.actor ?? ""}
            all="Everyone"
            options={actors.map((actor) => actor.id)}
            labels={Object.fromEntries(actors.map((actor) => [actor.id, actor.username]))}
          />
          <SelectField
            autoSubmit
            id="audit-action"
            label="Action"
            name="action"
            defaultValue={filter.action ?? ""}
            all="All actions"
            options={auditActions}
            labels={auditActionLabels}
          />
          {(["from", "to"] as const).map((end) => (
            <div key={end} className="min-w-0">
              <Label htmlFor={`audit-${end}`}>{end === "from" ? "From" : "To"}</Label>
              <Input
                id={`audit-${end}`}
                name={end}
                type="date"
                max={today}
                defaultValue={filter[end] ?? ""}
              />
            </div>
          ))}
          <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
            <Button type="submit" variant="outline">
              Apply
            </Button>
            {filtered ? (
              <Link to="/cms/audit" className={buttonVariants({ variant: "link" })}>
                Clear
              </Link>
            ) : null}
          </div>
        </Form>
      </Card>

      <section aria-labelledby="audit-heading" className="grid min-w-0 gap-3">
        <h2 id="audit-heading" className="text-lg font-bold text-ink">
          Audit trail
          <span className="ml-2 text-sm font-medium text-muted" data-testid="audit-count">
            {list.total} {list.total === 1 ? "event" : "events"}
          </span>
        </h2>
        <p className="text-sm text-muted">
          Sign-ins, publishing, deletions and restores, exports, settings, invitations, lead and order
          statuses, newsletters and subscriber changes, kept for a year. Times in {timeZone}.
        </p>
        {list.items.length === 0 ? (
          <EmptyState
            icon={ScrollText}
            title="No events"
            note={filtered ? "No event matches these filters." : "Staff actions appear here as they happen."}
          />
        ) : (
          <Card className="min-w-0 overflow-hidden">
            <ol className="divide-y divide-slate-100" aria-label="Events, newest first">
              {list.items.map((event) => (
                <li
                  key={event.id}
                  data-testid="audit-event"
                  data-action={event.action}
                  className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4 sm:px-5"
                >
                  <time dateTime={event.at} className="text-xs text-muted sm:pt-0.5 sm:text-sm">
                    {formatDateTime(event.at, timeZone)}
                  </time>
                  <div className="min-w-0">
                    <p className="text-sm text-ink">
                      <span className="font-semibold">
                        {event.actorName ?? (event.actorId ? "Removed account" : "Unknown")}
                      </span>{" "}
                      <span className={event.action === "sign-in-failed" ? "text-danger-600" : undefined}>
                        {actionLabel(event.action).toLowerCase()}
                      </span>
                      {event.subjectType && event.subjectType !== "user" ? (
                        <span className="text-muted">
                          {" "}
                          · {event.subjectType} {event.subjectId}
                        </span>
                      ) : null}
                    </p>
                    <p className="mt-0.5 break-words text-xs text-muted">
                      {[detailText(event.detail), event.clientKey ? `client ${event.clientKey}` : ""]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </Card>
        )}
        <Pager page={list.page} pageCount={list.pageCount} label="Audit trail pages" />
      </section>
    </div>
  );
}
