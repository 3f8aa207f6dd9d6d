import { Search } from "lucide-react";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { inboxKindLabels, inboxKinds, inboxStatusLabels, inboxStatusValues } from "~/lib/schemas/inbox";
import { cn } from "~/lib/utils";
import type { InboxView } from "./inbox-views";

const subscriberStatuses = [
  { value: "pending", label: "Pending" },
  { value: "confirmed", label: "Confirmed" },
  { value: "unsubscribed", label: "Unsubscribed" },
  { value: "bounced", label: "Bounced" },
] as const;

/**
 * A GET form: the filter is the URL, so it survives a reload, works without JavaScript, and a
 * newer filter's navigation cancels an older one still loading. With JavaScript a changed
 * select applies at once.
 */
export function FilterForm({
  view,
  filter,
}: {
  view: InboxView;
  filter: { kind?: string; status?: string; q: string };
}) {
  const submit = useSubmit();
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
          <div>
            <Label htmlFor="inbox-kind">Kind</Label>
            <NativeSelect
              id="inbox-kind"
              name="kind"
              defaultValue={filter.kind ?? ""}
              onChange={(event) => submit(event.currentTarget.form)}
            >
              <option value="">All kinds</option>
              {inboxKinds
                .filter((kind) => view === "inbox" || kind !== "order")
                .map((kind) => (
                  <option key={kind} value={kind}>
                    {inboxKindLabels[kind]}
                  </option>
                ))}
            </NativeSelect>
          </div>
        ) : null}
        <div>
          <Label htmlFor="inbox-status">Status</Label>
          <NativeSelect
            id="inbox-status"
            name="status"
            defaultValue={filter.status ?? ""}
            onChange={(event) => submit(event.currentTarget.form)}
          >
            <option value="">All statuses</option>
            {subscribers
              ? subscriberStatuses.map((status) => (
                  <option key={status.value} value={status.value}>
                    {status.label}
                  </option>
                ))
              : inboxStatusValues.map((status) => (
                  <option key={status} value={status}>
                    {inboxStatusLabels[status]}
                  </option>
                ))}
          </NativeSelect>
        </div>
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
