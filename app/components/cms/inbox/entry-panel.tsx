import { Form, Link, useLocation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { inboxKindLabels, inboxStatusLabels, inboxStatusValues } from "~/lib/schemas/inbox";
import type { InboxListData, OpenEntry } from "~/lib/cms-pages";
import { LeadWork } from "./lead-work";
import { useFormAnswer, withParams } from "./forms";
import { OrderPayment } from "./order-payment";
import { useSiteDates } from "~/lib/site-dates";
import { ActionNote, Hidden, NotedTextarea } from "../kit";

/**
 * The open entry (`?open=lead:{id}`): its status form and history, from the loader. The form
 * posts to the page's action, which closes the entry again.
 */
export function EntryPanel({ entry, viewer }: { entry: OpenEntry; viewer: InboxListData["viewer"] }) {
  const { item, history } = entry;
  const dates = useSiteDates();
  const location = useLocation();
  const { busy: saving, answer } = useFormAnswer("status");
  return (
    <>
      {item.type === "lead" ? <LeadWork entry={entry} viewer={viewer} /> : null}
      <section
        aria-labelledby={`status-${item.id}`}
        className="mt-4 grid gap-4 border-t border-slate-200 pt-4"
        data-testid="status-panel"
      >
        <div>
          <h4 id={`status-${item.id}`} className="text-base font-bold text-ink">
            Update status
          </h4>
          <p className="text-sm text-muted">
            {inboxKindLabels[item.kind]} from {item.name}
          </p>
        </div>
        {item.type === "order" ? <OrderPayment item={item} /> : null}
        <Form method="post" preventScrollReset className="grid gap-4">
          <Hidden intent="status" type={item.type} id={item.id} />
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-ink">Status</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
              {inboxStatusValues.map((value) => (
                <label
                  key={value}
                  className="cursor-pointer rounded-lg border border-slate-200 px-3 py-2 text-center text-sm font-semibold text-ink-soft hover:border-slate-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name="status"
                    value={value}
                    className="sr-only"
                    defaultChecked={item.status === value}
                  />
                  {inboxStatusLabels[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <NotedTextarea
            id={`note-${item.id}`}
            label="Note (optional)"
            name="note"
            rows={3}
            fitRows
            maxLength={1000}
            defaultValue={item.statusNote ?? ""}
            placeholder="Called back, sent a proposal..."
          />
          <ActionNote result={answer} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link
              to={withParams(location.search, { open: undefined })}
              preventScrollReset
              className={buttonVariants({ variant: "outline" })}
            >
              Cancel
            </Link>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save status"}
            </Button>
          </div>
        </Form>
        <div>
          <h5 className="text-sm font-bold text-ink">History</h5>
          {history.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No changes yet. Everything arrives as New.</p>
          ) : (
            <ol className="mt-2 grid gap-2" data-testid="status-history">
              {history.map((event) => (
                <li key={event.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  <span className="font-semibold text-ink">{inboxStatusLabels[event.status]}</span>
                  <span className="text-muted">
                    {" "}
                    by {event.changedBy} on{" "}
                    <time dateTime={event.changedAt}>{dates.dateTime(event.changedAt)}</time>
                  </span>
                  {event.note ? <p className="mt-0.5 break-words text-ink-soft">{event.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
