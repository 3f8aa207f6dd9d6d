import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { inboxQuery } from "~/lib/schemas/inbox";
import type { InboxListData } from "~/lib/cms-pages";
import { Pager } from "../pager";
import { CsvExportLink } from "./csv-export-link";
import { FilterForm } from "./filter-form";
import { InboxRow } from "./inbox-row";
import { InboxViews } from "./inbox-views";
import type { SpamCounts } from "./spam-count";
import { EmptyState } from "../kit";

type Data = InboxListData;

/**
 * Leads and orders (or the spam view): one page of the loader's list, the open entry inline. The
 * spam view lists possible leads (only the time check flagged them) apart, above the rest.
 */
export function InboxSection({ data, spam: counts }: { data: Data; spam: SpamCounts }) {
  const { filter, items, total, page, pageCount, open, viewer } = data;
  const spam = filter.view === "spam";
  const query = inboxQuery(filter);
  const filtered = Boolean(filter.kind || filter.status || filter.q);
  return (
    <div className="grid min-w-0 gap-5">
      <InboxViews current={filter.view} spam={counts} />
      <FilterForm view={filter.view} filter={filter} />
      <section aria-labelledby="inbox-heading" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="inbox-heading" className="text-lg font-bold text-ink">
            {viewTitles[filter.view]}
            <span className="ml-2 text-sm font-medium text-muted" data-testid="inbox-count">
              {total} {total === 1 ? "entry" : "entries"}
            </span>
          </h2>
          <CsvExportLink href="/api/cms/inbox/export.csv" query={query} />
        </div>
        {filter.view === "due" ? (
          <p className="text-sm text-muted">
            Your open leads (not won or lost) whose next follow-up is today or overdue, soonest first. Each
            morning they are mailed to you as well.
          </p>
        ) : null}
        {spam ? (
          <p className="text-sm text-muted">
            Submissions only a bot makes (the hidden trap field filled, no valid form token, a token sent from
            elsewhere). They sent no mail. A lead that was only sent fast is in Leads, marked “To review”.
            Possible leads filed here by the time check before that come first. Press “Not spam” on any that
            is real: it moves to Leads and the usual mails go out then.
          </p>
        ) : null}
        {items.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title={spam ? "No spam" : emptyTitles[filter.view]}
            note={filtered ? "No entry matches these filters." : emptyNotes[filter.view]}
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
          groupsOf(items, spam).map((group) => (
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

const viewTitles = {
  inbox: "Leads and orders",
  mine: "My leads",
  due: "Due today",
  spam: "Spam",
} as const;
const emptyTitles = {
  inbox: "Nothing here yet",
  mine: "No leads assigned to you",
  due: "Nothing due today",
  spam: "No spam",
};
const emptyNotes = {
  inbox: "New leads and orders appear here as they arrive.",
  mine: "Leads a colleague assigns to you appear here.",
  due: "Leads of yours with a follow-up today or overdue appear here.",
  spam: "New leads and orders appear here as they arrive.",
};

/** The list as shown: one group, or in the spam view the possible leads and then the rest. */
function groupsOf(items: Data["items"], spam: boolean) {
  if (!spam) return [{ label: viewTitles.inbox, items }];
  return [
    { label: "Possible leads", items: items.filter((item) => item.possibleLead) },
    { label: "Spam", items: items.filter((item) => !item.possibleLead) },
  ].filter((group) => group.items.length > 0);
}
