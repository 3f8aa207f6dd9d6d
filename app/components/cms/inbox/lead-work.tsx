import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { InboxListData, OpenEntry } from "~/lib/cms-pages";
import { zonedInputValue } from "~/lib/date-time";
import { useTimeZone, zoneName } from "~/lib/site-settings";
import { useSiteDates } from "~/lib/site-dates";
import { ActionNote, Hidden, NotedInput, SelectField } from "../kit";
import { useFormAnswer } from "./forms";

/**
 * A lead's owner, next follow-up and notes, in its open entry. Three plain forms posting to the
 * page's action (each works without JavaScript); a refused one shows its message under itself.
 */
export function LeadWork({ entry, viewer }: { entry: OpenEntry; viewer: InboxListData["viewer"] }) {
  const { item, notes, assignable } = entry;
  const dates = useSiteDates();
  const timeZone = useTimeZone();
  return (
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
        ) : (
          <p className="text-sm text-ink-soft">Assigned to {item.assignee?.name ?? "nobody"}</p>
        )}
        {viewer.mayAssign ? (
          <WorkForm intent="follow-up" id={item.id} submit="Save follow-up">
            <NotedInput
              id={`follow-up-${item.id}`}
              label={`Next follow-up (${zoneName(timeZone)})`}
              name="followUpAt"
              type="datetime-local"
              defaultValue={item.followUpAt ? zonedInputValue(item.followUpAt, timeZone) : ""}
            />
          </WorkForm>
        ) : null}
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
                  {note.authorName} on <time dateTime={note.createdAt}>{dates.dateTime(note.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
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
