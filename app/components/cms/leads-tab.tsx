import {
  Building2,
  Download,
  History,
  Inbox,
  Mail,
  MailCheck,
  MessageSquareText,
  Phone,
  RotateCcw,
  Search,
  ShieldAlert,
  ShoppingBag,
} from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import {
  type InboxEvent,
  type InboxItem,
  type InboxKind,
  inboxKindLabels,
  inboxKinds,
  inboxQuery,
  type InboxStatusValue,
  inboxStatusLabels,
  inboxStatusValues,
  type Subscriber,
} from "~/lib/schemas/inbox";
import { serviceLabel } from "~/lib/schemas/leads";
import { cn } from "~/lib/utils";
import { cmsRequest, errorMessage } from "./api";

type View = "inbox" | "spam" | "subscribers";
type Filter = { view: View; kind: string; status: string; q: string };

const views: { value: View; label: string; icon: typeof Inbox }[] = [
  { value: "inbox", label: "Inbox", icon: Inbox },
  { value: "spam", label: "Spam", icon: ShieldAlert },
  { value: "subscribers", label: "Subscribers", icon: MailCheck },
];

const statusVariant = { new: "ember", contacted: "brand", won: "success", lost: "neutral" } as const;
const subscriberVariant = { pending: "warning", confirmed: "success", unsubscribed: "neutral" } as const;

function readFilter(): Filter {
  const params = new URLSearchParams(window.location.search);
  const view = params.get("view");
  return {
    view: view === "spam" || view === "subscribers" ? view : "inbox",
    kind: params.get("kind") ?? "",
    status: params.get("status") ?? "",
    q: params.get("q") ?? "",
  };
}

/** Keeps the filter in the address (replaced in place, like the dashboard's tab). */
function writeFilter(filter: Filter) {
  const url = new URL(window.location.href);
  for (const key of ["view", "kind", "status", "q"]) url.searchParams.delete(key);
  const query = new URLSearchParams(inboxQuery({ ...filter, view: filter.view }));
  for (const [key, value] of query) url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, "", url);
}

export function formatReceived(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

/** The Leads tab: every lead and order, spam kept apart, and the newsletter subscribers. */
export function LeadsTab() {
  const [filter, setFilter] = useState<Filter | null>(null);
  const [searchText, setSearchText] = useState("");

  useEffect(() => {
    const initial = readFilter();
    setFilter(initial);
    setSearchText(initial.q);
  }, []);

  const update = useCallback((patch: Partial<Filter>) => {
    setFilter((current) => {
      if (!current) return current;
      const next = { ...current, ...patch };
      writeFilter(next);
      return next;
    });
  }, []);

  if (!filter) return <ListSkeleton />;

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <fieldset className="inline-flex self-start rounded-xl bg-slate-100 p-1">
          <legend className="sr-only">Leads views</legend>
          {views.map((view) => (
            <button
              key={view.value}
              type="button"
              aria-pressed={filter.view === view.value}
              onClick={() => {
                setSearchText("");
                update({ view: view.value, kind: "", status: "", q: "" });
              }}
              className={cn(
                "inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-ink-soft transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-4",
                filter.view === view.value ? "bg-white text-brand-800 shadow-sm" : "hover:text-ink",
              )}
            >
              <view.icon className="size-4" aria-hidden />
              {view.label}
            </button>
          ))}
        </fieldset>
      </div>

      <Card className="p-4 sm:p-5">
        <form
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,12rem)_minmax(0,12rem)_minmax(0,1fr)_auto]"
          aria-label={filter.view === "subscribers" ? "Filter subscribers" : "Filter leads"}
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: searchText.trim() });
          }}
        >
          {filter.view !== "subscribers" ? (
            <div>
              <Label htmlFor="inbox-kind">Kind</Label>
              <NativeSelect
                id="inbox-kind"
                value={filter.kind}
                onChange={(event) => update({ kind: event.target.value })}
              >
                <option value="">All kinds</option>
                {inboxKinds
                  .filter((kind) => filter.view === "inbox" || kind !== "order")
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
              value={filter.status}
              onChange={(event) => update({ status: event.target.value })}
            >
              <option value="">All statuses</option>
              {filter.view === "subscribers"
                ? (["pending", "confirmed", "unsubscribed"] as const).map((status) => (
                    <option key={status} value={status}>
                      {status[0]?.toUpperCase()}
                      {status.slice(1)}
                    </option>
                  ))
                : inboxStatusValues.map((status) => (
                    <option key={status} value={status}>
                      {inboxStatusLabels[status]}
                    </option>
                  ))}
            </NativeSelect>
          </div>
          <div className={cn(filter.view === "subscribers" && "lg:col-span-2")}>
            <Label htmlFor="inbox-search">Search</Label>
            <Input
              id="inbox-search"
              type="search"
              value={searchText}
              placeholder={
                filter.view === "subscribers" ? "E-mail address" : "Name, e-mail, phone, company, message"
              }
              onChange={(event) => {
                setSearchText(event.target.value);
                if (event.target.value === "" && filter.q) update({ q: "" });
              }}
            />
          </div>
          <div className="flex items-end">
            <Button type="submit" variant="secondary" className="w-full">
              <Search aria-hidden />
              Search
            </Button>
          </div>
        </form>
      </Card>

      {filter.view === "subscribers" ? (
        <SubscribersList filter={filter} />
      ) : (
        <InboxList
          filter={filter}
          onClearFilters={() => {
            setSearchText("");
            update({ kind: "", status: "", q: "" });
          }}
        />
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <ul className="grid gap-3" aria-label="Loading">
      {[0, 1, 2].map((key) => (
        <li key={key} className="h-36 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </ul>
  );
}

function exportLink(path: string, query: string, label: string) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={`${path}${query ? `?${query}` : ""}`} download data-testid="csv-export">
        <Download aria-hidden />
        {label}
      </a>
    </Button>
  );
}

function InboxList({ filter, onClearFilters }: { filter: Filter; onClearFilters(): void }) {
  const [items, setItems] = useState<InboxItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<InboxItem | null>(null);
  const query = inboxQuery({ view: filter.view, kind: filter.kind, status: filter.status, q: filter.q });

  const load = useCallback(async () => {
    setItems(null);
    try {
      const result = await cmsRequest<{ items: InboxItem[] }>(`/api/cms/inbox${query ? `?${query}` : ""}`);
      setItems(result.items);
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught, "The inbox could not be loaded."));
    }
  }, [query]);

  useEffect(() => {
    void load();
  }, [load]);

  function replace(item: InboxItem) {
    setItems((current) => current?.map((entry) => (entry.id === item.id ? item : entry)) ?? null);
  }

  async function setSpam(item: InboxItem, isSpam: boolean) {
    try {
      await cmsRequest(`/api/cms/inbox/lead/${item.id}/spam`, { method: "POST", body: { isSpam } });
      setItems((current) => current?.filter((entry) => entry.id !== item.id) ?? null);
      toast({
        title: isSpam ? "Moved to spam" : "Restored to the inbox",
        description: item.name,
        variant: "success",
      });
    } catch (caught) {
      toast({
        title: "Not changed",
        description: errorMessage(caught, "Please try again."),
        variant: "destructive",
      });
    }
  }

  const filtered = Boolean(filter.kind || filter.status || filter.q);
  return (
    <section aria-labelledby="inbox-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inbox-heading" className="text-lg font-bold text-ink">
          {filter.view === "spam" ? "Spam" : "Leads and orders"}
          {items ? (
            <span className="ml-2 text-sm font-medium text-muted" data-testid="inbox-count">
              {items.length} {items.length === 1 ? "entry" : "entries"}
            </span>
          ) : null}
        </h2>
        {exportLink("/api/cms/inbox/export.csv", query, "Export CSV")}
      </div>
      {filter.view === "spam" ? (
        <p className="text-sm text-muted">
          Submissions the site judged automated (a hidden field filled in, or sent too fast). They sent no
          mail. Restore any that are real.
        </p>
      ) : null}
      {error ? (
        <Card className="px-6 py-8 text-center text-sm text-danger-600" role="alert">
          {error}
        </Card>
      ) : items === null ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <Inbox className="size-8 text-slate-400" aria-hidden />
          <p className="mt-3 font-semibold text-ink">
            {filter.view === "spam" ? "No spam" : "Nothing here yet"}
          </p>
          <p className="mt-1 text-sm text-muted">
            {filtered
              ? "No entry matches these filters."
              : "New leads and orders appear here as they arrive."}
          </p>
          {filtered ? (
            <Button variant="link" size="sm" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : null}
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label={filter.view === "spam" ? "Spam" : "Leads and orders"}>
          {items.map((item) => (
            <InboxRow
              key={`${item.type}-${item.id}`}
              item={item}
              onEdit={() => setEditing(item)}
              onSpam={(isSpam) => void setSpam(item, isSpam)}
            />
          ))}
        </ul>
      )}
      <StatusDialog item={editing} onClose={() => setEditing(null)} onChanged={replace} />
    </section>
  );
}

function InboxRow({
  item,
  onEdit,
  onSpam,
}: {
  item: InboxItem;
  onEdit(): void;
  onSpam(isSpam: boolean): void;
}) {
  const details = Object.entries(item.details);
  const utm = Object.entries(item.utm);
  return (
    <li data-testid="inbox-row" data-kind={item.kind} data-status={item.status}>
      <Card className="p-4 sm:p-5">
        <div className="flex flex-col gap-4 md:flex-row md:items-start">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={item.kind === "order" ? "solid" : "brand"}>
                {item.kind === "order" ? <ShoppingBag className="size-3" aria-hidden /> : null}
                {inboxKindLabels[item.kind]}
              </Badge>
              <Badge variant={statusVariant[item.status]} data-testid="inbox-status">
                {inboxStatusLabels[item.status]}
              </Badge>
              {item.isSpam ? <Badge variant="warning">Spam: {item.spamReason ?? "flagged"}</Badge> : null}
              <span className="text-xs text-muted">
                <time dateTime={item.receivedAt}>{formatReceived(item.receivedAt)}</time>
              </span>
            </div>
            <h3 className="mt-2 text-base font-bold break-words text-ink">{item.name}</h3>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
              <li className="flex min-w-0 items-center gap-1.5">
                <Mail className="size-3.5 shrink-0 text-slate-400" aria-hidden />
                <a href={`mailto:${item.email}`} className="truncate hover:text-brand-700 hover:underline">
                  {item.email}
                </a>
              </li>
              {item.phone ? (
                <li className="flex items-center gap-1.5">
                  <Phone className="size-3.5 text-slate-400" aria-hidden />
                  <a
                    href={`tel:${item.phone.replace(/[^\d+]/g, "")}`}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {item.phone}
                  </a>
                </li>
              ) : null}
              {item.company ? (
                <li className="flex min-w-0 items-center gap-1.5">
                  <Building2 className="size-3.5 shrink-0 text-slate-400" aria-hidden />
                  <span className="truncate">{item.company}</span>
                </li>
              ) : null}
            </ul>
            {item.message ? (
              <p className="mt-3 flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-ink">
                <MessageSquareText className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
                <span className="line-clamp-4 min-w-0 break-words">{item.message}</span>
              </p>
            ) : null}
            {item.service || details.length ? (
              <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
                {item.service ? (
                  <div className="flex gap-1">
                    <dt className="font-semibold">Service:</dt>
                    <dd>{serviceLabel(item.service)}</dd>
                  </div>
                ) : null}
                {details.map(([key, value]) => (
                  <div key={key} className="flex gap-1">
                    <dt className="font-semibold capitalize">{key}:</dt>
                    <dd className="break-all">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <dl
              className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-xs text-muted"
              aria-label="Attribution"
            >
              <div className="flex min-w-0 gap-1">
                <dt className="font-semibold">Page:</dt>
                <dd className="truncate">{item.page || "unknown"}</dd>
              </div>
              <div className="flex min-w-0 gap-1">
                <dt className="font-semibold">Referrer:</dt>
                <dd className="max-w-64 truncate">{item.referrer || "direct"}</dd>
              </div>
              {utm.length ? (
                <div className="flex min-w-0 flex-wrap gap-1">
                  <dt className="font-semibold">UTM:</dt>
                  {utm.map(([key, value]) => (
                    <dd key={key} className="rounded bg-slate-100 px-1.5 text-ink-soft">
                      {key}={value}
                    </dd>
                  ))}
                </div>
              ) : null}
            </dl>
            {item.statusChangedBy ? (
              <p className="mt-2 text-xs text-muted">
                {inboxStatusLabels[item.status]} by {item.statusChangedBy}
                {item.statusChangedAt ? ` on ${formatReceived(item.statusChangedAt)}` : ""}
                {item.statusNote ? `: “${item.statusNote}”` : ""}
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-wrap gap-2 md:flex-col md:items-stretch">
            {item.isSpam ? (
              <Button variant="secondary" size="sm" onClick={() => onSpam(false)}>
                <RotateCcw aria-hidden />
                Restore
              </Button>
            ) : (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={onEdit}
                  aria-label={`Update status of ${item.name}`}
                >
                  <History aria-hidden />
                  Update status
                </Button>
                {item.type === "lead" ? (
                  <Button variant="ghost" size="sm" className="text-muted" onClick={() => onSpam(true)}>
                    <ShieldAlert aria-hidden />
                    Mark as spam
                  </Button>
                ) : null}
              </>
            )}
          </div>
        </div>
      </Card>
    </li>
  );
}

function StatusDialog({
  item,
  onClose,
  onChanged,
}: {
  item: InboxItem | null;
  onClose(): void;
  onChanged(item: InboxItem): void;
}) {
  const [status, setStatus] = useState<InboxStatusValue>("new");
  const [note, setNote] = useState("");
  const [history, setHistory] = useState<InboxEvent[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!item) return;
    setStatus(item.status);
    setNote(item.statusNote ?? "");
    setHistory(null);
    cmsRequest<{ history: InboxEvent[] }>(`/api/cms/inbox/${item.type}/${item.id}/history`).then(
      (result) => setHistory(result.history),
      () => setHistory([]),
    );
  }, [item]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!item) return;
    setBusy(true);
    try {
      const result = await cmsRequest<{ item: InboxItem; history: InboxEvent[] }>(
        `/api/cms/inbox/${item.type}/${item.id}/status`,
        { method: "POST", body: { status, note } },
      );
      onChanged(result.item);
      setHistory(result.history);
      toast({
        title: "Status updated",
        description: `${result.item.name} is now ${inboxStatusLabels[result.item.status].toLowerCase()}.`,
        variant: "success",
      });
      onClose();
    } catch (caught) {
      toast({
        title: "Status not updated",
        description: errorMessage(caught, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update status</DialogTitle>
          <DialogDescription>
            {item ? `${inboxKindLabels[item.kind as InboxKind]} from ${item.name}` : ""}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={save}>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-ink">Status</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {inboxStatusValues.map((value) => (
                <label
                  key={value}
                  className={cn(
                    "cursor-pointer rounded-lg border px-3 py-2 text-center text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
                    status === value
                      ? "border-brand-600 bg-brand-50 text-brand-800"
                      : "border-slate-200 text-ink-soft hover:border-slate-300",
                  )}
                >
                  <input
                    type="radio"
                    name="inbox-status-choice"
                    value={value}
                    className="sr-only"
                    checked={status === value}
                    onChange={() => setStatus(value)}
                  />
                  {inboxStatusLabels[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Label htmlFor="inbox-note">Note (optional)</Label>
            <Textarea
              id="inbox-note"
              rows={3}
              className="min-h-0"
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="Called back, sent a proposal..."
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save status"}
            </Button>
          </div>
        </form>
        <section aria-labelledby="inbox-history-heading" className="mt-6 border-t border-slate-200 pt-4">
          <h3 id="inbox-history-heading" className="text-sm font-bold text-ink">
            History
          </h3>
          {history === null ? (
            <p className="mt-2 text-sm text-muted">Loading...</p>
          ) : history.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No changes yet. Everything arrives as New.</p>
          ) : (
            <ol className="mt-2 grid gap-2" data-testid="status-history">
              {history.map((event) => (
                <li key={event.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  <span className="font-semibold text-ink">{inboxStatusLabels[event.status]}</span>
                  <span className="text-muted">
                    {" "}
                    by {event.changedBy} on{" "}
                    <time dateTime={event.changedAt}>{formatReceived(event.changedAt)}</time>
                  </span>
                  {event.note ? <p className="mt-0.5 text-ink-soft">{event.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}

function SubscribersList({ filter }: { filter: Filter }) {
  const [items, setItems] = useState<Subscriber[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = inboxQuery({ status: filter.status, q: filter.q });

  useEffect(() => {
    let cancelled = false;
    setItems(null);
    cmsRequest<{ items: Subscriber[] }>(`/api/cms/subscribers${query ? `?${query}` : ""}`).then(
      (result) => {
        if (!cancelled) {
          setItems(result.items);
          setError(null);
        }
      },
      (caught) => {
        if (!cancelled) setError(errorMessage(caught, "The subscribers could not be loaded."));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [query]);

  return (
    <section aria-labelledby="subscribers-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscribers-heading" className="text-lg font-bold text-ink">
          Newsletter subscribers
          {items ? (
            <span className="ml-2 text-sm font-medium text-muted">
              {items.length} {items.length === 1 ? "address" : "addresses"}
            </span>
          ) : null}
        </h2>
        {exportLink("/api/cms/subscribers/export.csv", query, "Export CSV")}
      </div>
      {error ? (
        <Card className="px-6 py-8 text-center text-sm text-danger-600" role="alert">
          {error}
        </Card>
      ) : items === null ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <Card className="px-6 py-12 text-center text-sm text-muted">No subscribers match.</Card>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100" aria-label="Subscribers">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-6">
                <span className="min-w-0 flex-1 truncate font-medium text-ink">{item.email}</span>
                <Badge variant={subscriberVariant[item.status]}>
                  {item.status[0]?.toUpperCase()}
                  {item.status.slice(1)}
                </Badge>
                <span className="w-full text-xs text-muted sm:w-auto">
                  Signed up <time dateTime={item.createdAt}>{formatReceived(item.createdAt)}</time>
                  {item.source ? ` · ${item.source}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
