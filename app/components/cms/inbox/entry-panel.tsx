import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { orderActionLabels } from "~/content/cms-inbox";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { InboxListData, OpenEntry } from "~/lib/cms-pages";
import { zonedInputValue } from "~/lib/date-time";
import { inboxKindLabels, inboxStatusLabels, inboxStatusValues } from "~/lib/schemas/inbox";
import { orderStatusLabels, staffOrderStatuses } from "~/lib/schemas/orders";
import { useSiteDates } from "~/lib/site-dates";
import { useTimeZone, zoneName } from "~/lib/site-settings";
import { ActionNote, Hidden, NotedInput, NotedTextarea, SelectField } from "../kit";
import { useFormAnswer, withParams } from "./forms";

/** The open entry (`?open=lead:{id}`): its status form (saving closes it again) and history. */
export function EntryPanel({ entry, viewer }: { entry: OpenEntry; viewer: InboxListData["viewer"] }) {
  const { item, history, notes, assignable } = entry;
  const dates = useSiteDates();
  const timeZone = useTimeZone();
  const location = useLocation();
  const { busy: saving, answer } = useFormAnswer("status");
  const { busy: paying, answer: paymentAnswer } = useFormAnswer("order-status");
  const current = item.details.payment ?? "requested";
  return (
    <>
      {/* A lead's owner, next follow-up and notes: three plain forms, a refused one's message under it. */}
      {item.type === "lead" ? (
        <section
          aria-labelledby={`work-${item.id}`}
          className="mt-4 grid gap-4 border-t border-slate-200 pt-4"
          data-testid="lead-work"
        >
          <h4 id={`work-${item.id}`} className="text-base font-bold text-ink">
            Owner and next step
          </h4>
          <div className="grid gap-4 md:grid-cols-2">
            {viewer.mayAssign ? (
              <>
                <WorkForm intent="assign" id={item.id} submit="Assign">
                  <SelectField
                    id={`assignee-${item.id}`}
                    label="Assigned to"
                    name="assigneeId"
                    defaultValue={item.assignee?.id ?? ""}
                    all="Nobody"
                    options={assignable.map((person) => person.id)}
                    labels={(id) => {
                      const person = assignable.find((other) => other.id === id);
                      return id === viewer.id ? `${person?.name} (you)` : (person?.name ?? id);
                    }}
                  />
                </WorkForm>
                <WorkForm intent="follow-up" id={item.id} submit="Save follow-up">
                  <NotedInput
                    id={`follow-up-${item.id}`}
                    label={`Next follow-up (${zoneName(timeZone)})`}
                    name="followUpAt"
                    type="datetime-local"
                    defaultValue={item.followUpAt ? zonedInputValue(item.followUpAt, timeZone) : ""}
                  />
                </WorkForm>
              </>
            ) : (
              <p className="text-sm text-ink-soft">Assigned to {item.assignee?.name ?? "nobody"}</p>
            )}
          </div>
          <p className="text-sm text-ink-soft" data-testid="lead-follow-up">
            {item.followUpAt ? (
              <>
                Next follow-up: <time dateTime={item.followUpAt}>{dates.dateTime(item.followUpAt)}</time>
              </>
            ) : (
              "No follow-up planned."
            )}
          </p>
          <div className="grid gap-2">
            <h5 className="text-sm font-bold text-ink">Notes</h5>
            {viewer.mayNote ? (
              <WorkForm intent="note" id={item.id} submit="Add note">
                <Label htmlFor={`lead-note-${item.id}`} className="sr-only">
                  New note
                </Label>
                {/* A fresh box once the note is in the list: the one just added is not typed again. */}
                <Textarea
                  key={notes.length}
                  id={`lead-note-${item.id}`}
                  name="body"
                  rows={2}
                  fitRows
                  maxLength={2000}
                  placeholder="Called, left a voicemail; sending the quote Friday..."
                />
              </WorkForm>
            ) : null}
            {notes.length === 0 ? (
              <p className="text-sm text-muted">No notes yet.</p>
            ) : (
              <ol className="grid gap-2" data-testid="lead-notes">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                    <p className="break-words whitespace-pre-line text-ink">{note.body}</p>
                    <p className="mt-0.5 text-xs text-muted">
                      {note.authorName} on{" "}
                      <time dateTime={note.createdAt}>{dates.dateTime(note.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>
      ) : null}
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
        {/* An open order's payment state and the plain form posts that move it (paid mails the buyer). */}
        {item.type === "order" ? (
          <section aria-labelledby={`payment-${item.id}`} className="grid gap-2" data-testid="order-payment">
            <h4 id={`payment-${item.id}`} className="text-base font-bold text-ink">
              Payment
            </h4>
            <p className="text-sm text-muted">
              Order {item.details.order}:{" "}
              <span data-testid="order-status">{orderStatusLabels[current] ?? current}</span>. Marking it paid
              mails the buyer.
            </p>
            <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
              <Hidden intent="order-status" id={item.id} />
              {staffOrderStatuses.map((status) => (
                <Button
                  key={status}
                  type="submit"
                  name="orderStatus"
                  value={status}
                  variant={status === "paid" ? "primary" : "outline"}
                  size="sm"
                  disabled={paying || current === status || (status === "refunded" && current !== "paid")}
                >
                  {orderActionLabels[status]}
                </Button>
              ))}
            </Form>
            <ActionNote result={paymentAnswer} />
          </section>
        ) : null}
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

/** One of the panel's forms: its fields, its refusal under them, and its button. */
function WorkForm({
  intent,
  id,
  submit,
  children,
}: {
  intent: string;
  id: string;
  submit: string;
  children: ReactNode;
}) {
  const { busy, answer } = useFormAnswer(intent);
  return (
    <Form method="post" preventScrollReset className="grid content-start gap-2">
      <Hidden intent={intent} id={id} />
      {children}
      <ActionNote result={answer} />
      <Button type="submit" variant="secondary" size="sm" className="justify-self-start" disabled={busy}>
        {busy ? "Saving..." : submit}
      </Button>
    </Form>
  );
}
