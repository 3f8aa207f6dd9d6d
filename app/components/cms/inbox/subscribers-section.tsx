import { Ban, Upload, UserMinus, Users } from "lucide-react";
import { Form, useFetcher } from "react-router";
import { subscriberActionLabels, subscriberStatusLabels } from "~/content/cms-inbox";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { inboxQuery } from "~/lib/schemas/inbox";
import type { InboxAnswer, SubscribersData } from "~/lib/cms-pages";
import { CsvExportLink } from "./csv-export-link";
import { FilterForm, InboxViews } from "./inbox-views";
import { useFormAnswer } from "./forms";
import type { SpamCounts } from "./spam-count";
import { useSiteDates } from "~/lib/site-dates";
import { ActionNote, Disclosure, EmptyState, Hidden } from "../kit";

const subscriberVariant = {
  pending: "warning",
  confirmed: "success",
  unsubscribed: "neutral",
  bounced: "ember",
} as const;

/**
 * The rows' removals share one fetcher with the section: a removed subscriber's row is gone once
 * the list reloads, so its outcome is announced above the list, where it stays.
 */
const REMOVAL_FETCHER = "subscriber-removal";

/** Newsletter subscribers: remove one, block an address, and the trail of who did what. */
export function SubscribersSection({ data, spam }: { data: SubscribersData; spam: SpamCounts }) {
  const { filter, subscribers, blocked, audit } = data;
  const query = inboxQuery(filter);
  const removal = useFetcher<InboxAnswer>({ key: REMOVAL_FETCHER });
  const blockFetcher = useFetcher<InboxAnswer>();
  const unblockFetcher = useFetcher<InboxAnswer>();
  const { busy: importing, answer: imported } = useFormAnswer("import-subscribers");
  const badRows = imported && !imported.ok ? (imported.badRows ?? []) : [];
  const dates = useSiteDates();
  return (
    <div className="grid min-w-0 gap-5">
      <InboxViews current="subscribers" spam={spam} />
      <FilterForm view="subscribers" filter={filter} />
      <section aria-labelledby="subscribers-heading" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="subscribers-heading" className="text-lg font-bold text-ink">
            Newsletter subscribers
            <span className="ml-2 text-sm font-medium text-muted">
              {subscribers.length} {subscribers.length === 1 ? "address" : "addresses"}
            </span>
          </h2>
          <CsvExportLink href="/api/cms/subscribers/export.csv" query={query} />
        </div>
        <Outcome fetcher={removal} />
        {subscribers.length === 0 ? (
          <EmptyState icon={Users} title="No subscribers match." />
        ) : (
          <Card className="overflow-hidden">
            <ul className="divide-y divide-slate-100" aria-label="Subscribers">
              {subscribers.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6"
                  data-testid="subscriber-row"
                >
                  <span className="min-w-0 flex-1 font-medium break-all text-ink">
                    {item.email}
                    {item.name ? <span className="ml-2 font-normal text-muted">{item.name}</span> : null}
                  </span>
                  <Badge variant={subscriberVariant[item.status]}>
                    {subscriberStatusLabels[item.status]}
                  </Badge>
                  <span className="w-full text-xs text-muted sm:w-auto">
                    Signed up <time dateTime={item.createdAt}>{dates.dateTime(item.createdAt)}</time>
                    {item.source ? ` · ${item.source}` : ""}
                  </span>
                  {/* A disclosure is the confirmation step; it needs no script. */}
                  <Disclosure danger summary="Remove" label={`Remove ${item.email}`}>
                    <removal.Form method="post" className="flex flex-wrap gap-2">
                      <Hidden intent="remove-subscriber" id={item.id} />
                      <Button type="submit" name="block" value="false" variant="outline" size="sm">
                        <UserMinus aria-hidden />
                        Remove subscriber
                      </Button>
                      <Button type="submit" name="block" value="true" variant="destructive" size="sm">
                        <Ban aria-hidden />
                        Remove and block
                      </Button>
                    </removal.Form>
                  </Disclosure>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>
      {/* Import from a CSV file, a plain multipart form: how many came in, or every bad row (none imported). */}
      <section aria-labelledby="import-heading" className="min-w-0">
        <Card className="grid gap-3 p-4 sm:p-5">
          <div>
            <h2 id="import-heading" className="text-lg font-bold text-ink">
              Import subscribers
            </h2>
            <p className="mt-1 text-sm text-muted">
              A CSV file whose first line names the columns <code>email</code>, <code>name</code>,{" "}
              <code>consented_at</code> (a date, YYYY-MM-DD) and <code>consent</code> (how they agreed). A row
              with both consent columns comes in confirmed; any other gets the confirmation mail. Addresses
              already on the list stay as they are. If a row is wrong, nothing is imported.
            </p>
          </div>
          <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
            <Hidden intent="import-subscribers" />
            <div className="grid min-w-0 gap-1">
              <label htmlFor="subscriber-import-file" className="text-sm font-medium text-ink">
                CSV file
              </label>
              <input
                id="subscriber-import-file"
                name="file"
                type="file"
                accept=".csv,text/csv"
                required
                className="max-w-full text-sm"
              />
            </div>
            <Button type="submit" variant="outline" disabled={importing}>
              <Upload aria-hidden />
              {importing ? "Importing..." : "Import"}
            </Button>
          </Form>
          {imported?.ok ? (
            <p role="status" className="text-sm text-green-800">
              {imported.message}
            </p>
          ) : null}
          {imported && !imported.ok ? (
            <div role="alert" className="grid gap-1 text-sm text-danger-600">
              <p className="font-medium">{imported.fieldErrors.file ?? imported.message}</p>
              {badRows.length ? (
                <ul className="list-disc pl-5" aria-label="Rows to fix" data-testid="import-bad-rows">
                  {badRows.map((row) => (
                    <li key={row.line}>
                      Line {row.line}: {row.reason}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </Card>
      </section>
      <div className="grid min-w-0 gap-5 lg:grid-cols-2">
        <section aria-labelledby="blocked-heading" className="min-w-0">
          <Card className="grid gap-4 p-4 sm:p-5">
            <div>
              <h2 id="blocked-heading" className="text-lg font-bold text-ink">
                Blocked addresses
              </h2>
              <p className="mt-1 text-sm text-muted">
                A blocked address that signs up again sees the usual answer but gets no mail.
              </p>
            </div>
            <blockFetcher.Form method="post" className="flex flex-wrap items-end gap-2">
              <Hidden intent="block" />
              <div className="min-w-0 flex-1">
                <Label htmlFor="block-email">Block an address</Label>
                <Input id="block-email" name="email" type="email" required maxLength={254} />
              </div>
              <Button type="submit" variant="outline">
                <Ban aria-hidden />
                Block
              </Button>
              <Outcome fetcher={blockFetcher} />
            </blockFetcher.Form>
            {blocked.length === 0 ? (
              <p className="text-sm text-muted">No address is blocked.</p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="Blocked addresses">
                {blocked.map((entry) => (
                  <li key={entry.email} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                    <span className="min-w-0 flex-1 font-medium break-all text-ink">{entry.email}</span>
                    <span className="text-xs text-muted">
                      by {entry.blockedBy} on{" "}
                      <time dateTime={entry.blockedAt}>{dates.dateTime(entry.blockedAt)}</time>
                    </span>
                    <unblockFetcher.Form method="post">
                      <Hidden intent="unblock" email={entry.email} />
                      <Button type="submit" variant="ghost" size="sm" aria-label={`Unblock ${entry.email}`}>
                        Unblock
                      </Button>
                    </unblockFetcher.Form>
                  </li>
                ))}
              </ul>
            )}
            <Outcome fetcher={unblockFetcher} />
          </Card>
        </section>
        <section aria-labelledby="audit-heading" className="min-w-0">
          <Card className="grid gap-3 p-4 sm:p-5">
            <h2 id="audit-heading" className="text-lg font-bold text-ink">
              Subscriber changes
            </h2>
            {audit.length === 0 ? (
              <p className="text-sm text-muted">No subscriber has been removed or blocked.</p>
            ) : (
              <ol className="grid gap-2" aria-label="Subscriber changes" data-testid="subscriber-audit">
                {audit.map((entry) => (
                  <li key={entry.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words">
                    <span className="font-semibold text-ink">{subscriberActionLabels[entry.action]}</span>{" "}
                    <span className="break-all text-ink">{entry.email}</span>
                    <span className="text-muted">
                      {" "}
                      by {entry.actor} on <time dateTime={entry.at}>{dates.dateTime(entry.at)}</time>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </section>
      </div>
    </div>
  );
}

function Outcome({ fetcher }: { fetcher: ReturnType<typeof useFetcher<InboxAnswer>> }) {
  return <ActionNote result={fetcher.state === "idle" ? fetcher.data : undefined} className="w-full" />;
}
