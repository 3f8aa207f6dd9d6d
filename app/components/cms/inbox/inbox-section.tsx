import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { inboxQuery } from "~/lib/schemas/inbox";
import type { InboxLoaderData } from "~/routes/cms.inbox";
import { Pager } from "../pager";
import { CsvExportLink } from "./csv-export-link";
import { FilterForm } from "./filter-form";
import { InboxRow } from "./inbox-row";
import { InboxViews } from "./inbox-views";

type Data = Exclude<InboxLoaderData, { view: "subscribers" }>;

/** Leads and orders (or the spam view): one page of the loader's list, the open entry inline. */
export function InboxSection({ data }: { data: Data }) {
  const { filter, items, total, page, pageCount, open } = data;
  const spam = filter.view === "spam";
  const query = inboxQuery(filter);
  const filtered = Boolean(filter.kind || filter.status || filter.q);
  return (
    <div className="grid min-w-0 gap-5">
      <InboxViews current={filter.view} />
      <FilterForm view={filter.view} filter={filter} />
      <section aria-labelledby="inbox-heading" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="inbox-heading" className="text-lg font-bold text-ink">
            {spam ? "Spam" : "Leads and orders"}
            <span className="ml-2 text-sm font-medium text-muted" data-testid="inbox-count">
              {total} {total === 1 ? "entry" : "entries"}
            </span>
          </h2>
          <CsvExportLink href="/api/cms/inbox/export.csv" query={query} />
        </div>
        {spam ? (
          <p className="text-sm text-muted">
            Submissions the site judged automated (a hidden field filled in, or sent too fast). They sent no
            mail. Restore any that are real.
          </p>
        ) : null}
        {items.length === 0 ? (
          <Card className="flex flex-col items-center px-6 py-12 text-center">
            <Inbox className="size-8 text-slate-400" aria-hidden />
            <p className="mt-3 font-semibold text-ink">{spam ? "No spam" : "Nothing here yet"}</p>
            <p className="mt-1 text-sm text-muted">
              {filtered
                ? "No entry matches these filters."
                : "New leads and orders appear here as they arrive."}
            </p>
            {filtered ? (
              <Link
                to={spam ? "/cms/inbox?view=spam" : "/cms/inbox"}
                className={buttonVariants({ variant: "link", size: "sm" })}
              >
                Clear filters
              </Link>
            ) : null}
          </Card>
        ) : (
          <ul className="grid min-w-0 gap-3" aria-label={spam ? "Spam" : "Leads and orders"}>
            {items.map((item) => (
              <InboxRow
                key={`${item.type}-${item.id}`}
                item={item}
                open={open && open.item.id === item.id ? open : null}
              />
            ))}
          </ul>
        )}
        <Pager page={page} pageCount={pageCount} label="Inbox pages" />
      </section>
    </div>
  );
}
