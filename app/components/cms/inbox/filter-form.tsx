import { Search } from "lucide-react";
import { Form } from "react-router";
import { subscriberStatusLabels } from "~/content/cms-inbox";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SelectField } from "../kit";
import { inboxKindLabels, inboxKinds, inboxStatusLabels, inboxStatusValues } from "~/lib/schemas/inbox";
import { cn } from "~/lib/utils";
import type { InboxView } from "./inbox-views";

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
