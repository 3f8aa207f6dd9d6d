import { CalendarClock, Inbox, MailCheck, Search, ShieldAlert, UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import { subscriberStatusLabels } from "~/content/cms-inbox";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { inboxKindLabels, inboxKinds, inboxStatusLabels, inboxStatusValues } from "~/lib/schemas/inbox";
import { cn } from "~/lib/utils";
import { SelectField } from "../kit";
import { SpamCount, type SpamCounts } from "./spam-count";

export type InboxView = "inbox" | "mine" | "due" | "spam" | "subscribers";

const views: { value: InboxView; label: string; icon: typeof Inbox }[] = [
  { value: "inbox", label: "Inbox", icon: Inbox },
  { value: "mine", label: "My leads", icon: UserRound },
  { value: "due", label: "Due today", icon: CalendarClock },
  { value: "spam", label: "Spam", icon: ShieldAlert },
  { value: "subscribers", label: "Subscribers", icon: MailCheck },
];

/** The views are links (no filter, no script needed); Spam carries its count, so it cannot go unnoticed. */
export function InboxViews({ current, spam }: { current: InboxView; spam: SpamCounts }) {
  return (
    <nav aria-label="Leads views" className="max-w-full self-start overflow-x-auto">
      <ul className="inline-flex rounded-xl bg-slate-100 p-1">
        {views.map((view) => (
          <li key={view.value}>
            <Link
              to={view.value === "inbox" ? "/cms/inbox" : `/cms/inbox?view=${view.value}`}
              aria-current={current === view.value ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-0 sm:px-4",
                current === view.value ? "bg-white text-brand-800 shadow-sm" : "text-ink-soft hover:text-ink",
              )}
            >
              <view.icon className="size-4" aria-hidden />
              {view.label}
              {view.value === "spam" ? <SpamCount counts={spam} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A GET form: the filter is the URL (it survives a reload, works without JavaScript, and a newer
 * filter cancels an older one still loading). With JavaScript a changed select applies at once.
 */
export function FilterForm({
  view,
  filter,
}: {
  view: InboxView;
  filter: { kind?: string; status?: string; q: string };
}) {
  const subscribers = view === "subscribers";
  return (
    <Card className="p-4 sm:p-5">
      <Form
        method="get"
        key={`${view}|${filter.kind ?? ""}|${filter.status ?? ""}|${filter.q}`}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,12rem)_minmax(0,12rem)_minmax(0,1fr)_auto]"
        aria-label={subscribers ? "Filter subscribers" : "Filter leads"}
      >
        {view !== "inbox" ? <input type="hidden" name="view" value={view} /> : null}
        {!subscribers ? (
          <SelectField
            autoSubmit
            id="inbox-kind"
            label="Kind"
            name="kind"
            defaultValue={filter.kind ?? ""}
            all="All kinds"
            options={inboxKinds.filter((kind) => view === "inbox" || kind !== "order")}
            labels={inboxKindLabels}
          />
        ) : null}
        <SelectField
          autoSubmit
          id="inbox-status"
          label="Status"
          name="status"
          defaultValue={filter.status ?? ""}
          all="All statuses"
          options={subscribers ? Object.keys(subscriberStatusLabels) : inboxStatusValues}
          labels={subscribers ? subscriberStatusLabels : inboxStatusLabels}
        />
        <div className={cn(subscribers && "lg:col-span-2")}>
          <Label htmlFor="inbox-search">Search</Label>
          <Input
            id="inbox-search"
            name="q"
            type="search"
            maxLength={200}
            defaultValue={filter.q}
            placeholder={subscribers ? "E-mail address" : "Name, e-mail, phone, company, message"}
          />
        </div>
        <div className="flex items-end">
          <Button type="submit" variant="secondary" className="w-full">
            <Search aria-hidden />
            Search
          </Button>
        </div>
      </Form>
    </Card>
  );
}
