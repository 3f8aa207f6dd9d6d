import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { inboxViewCopy } from "~/content/cms-inbox";
import { buttonVariants } from "~/components/ui/button";
import { inboxQuery } from "~/lib/schemas/inbox";
import type { InboxListData } from "~/lib/cms-pages";
import { Pager } from "../pager";
import { CsvExportLink } from "./csv-export-link";
import { InboxRow } from "./inbox-row";
import { FilterForm, InboxViews } from "./inbox-views";
import type { SpamCounts } from "./spam-count";
import { EmptyState } from "../kit";

/** One page of leads and orders (or spam, its possible leads first), the open entry inline. */
export function InboxSection({ data, spam: counts }: { data: InboxListData; spam: SpamCounts }) {
  const { filter, items, total, page, pageCount, open, viewer } = data;
  const spam = filter.view === "spam";
  const copy = inboxViewCopy[filter.view];
  const query = inboxQuery(filter);
  const filtered = Boolean(filter.kind || filter.status || filter.q);
  // The list as shown: one group, or in the spam view the possible leads and then the rest.
  const groups = spam
    ? [
        { label: "Possible leads", items: items.filter((item) => item.possibleLead) },
        { label: "Spam", items: items.filter((item) => !item.possibleLead) },
      ].filter((group) => group.items.length > 0)
    : [{ label: inboxViewCopy.inbox.title, items }];
  return (
    <div className="grid min-w-0 gap-5">
      <InboxViews current={filter.view} spam={counts} />
      <FilterForm view={filter.view} filter={filter} />
      <section aria-labelledby="inbox-heading" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="inbox-heading" className="text-lg font-bold text-ink">
            {copy.title}
            <span className="ml-2 text-sm font-medium text-muted" data-testid="inbox-count">
              {total} {total === 1 ? "entry" : "entries"}
            </span>
          </h2>
          <CsvExportLink href="/api/cms/inbox/export.csv" query={query} />
        </div>
        {copy.intro ? <p className="text-sm text-muted">{copy.intro}</p> : null}
        {items.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title={copy.empty}
            note={filtered ? "No entry matches these filters." : copy.note}
          >
            {filtered ? (
              <Link
                to={filter.view === "inbox" ? "/cms/inbox" : `/cms/inbox?view=${filter.view}`}
                className={buttonVariants({ variant: "link", size: "sm" })}
              >
                Clear filters
              </Link>
            ) : null}
          </EmptyState>
        ) : (
          groups.map((group) => (
            <div key={group.label} className="grid min-w-0 gap-3">
              {spam ? (
                <h3 className="text-sm font-bold tracking-wide text-ink-soft uppercase">
                  {group.label} ({group.items.length})
                </h3>
              ) : null}
              <ul className="grid min-w-0 gap-3" aria-label={group.label}>
                {group.items.map((item) => (
                  <InboxRow
                    key={`${item.type}-${item.id}`}
                    item={item}
                    open={open && open.item.id === item.id ? open : null}
                    viewer={viewer}
                  />
                ))}
              </ul>
            </div>
          ))
        )}
        <Pager page={page} pageCount={pageCount} label="Inbox pages" />
      </section>
    </div>
  );
}
