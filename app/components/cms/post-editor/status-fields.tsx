import { zonedInputInstant } from "~/lib/date-time";
import { zoneName } from "~/lib/site-settings";
import { cn } from "~/lib/utils";
import { NotedInput } from "../kit";

/**
 * Published or Draft (a new post starts as a draft, ADR 0027) and the publish date, a wall clock
 * in the site's time zone whatever the browser's (ADR 0029), named in its label.
 */
export function StatusFields({
  isPublished,
  publishedAt,
  timeZone,
  onStatus,
  onDate,
  error,
}: {
  isPublished: boolean;
  publishedAt: string;
  timeZone: string;
  onStatus(isPublished: boolean): void;
  onDate(value: string): void;
  error: string | undefined;
}) {
  const date = zonedInputInstant(publishedAt, timeZone);
  const scheduled = isPublished && date !== null && date.getTime() > Date.now();
  return (
    <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">Status</legend>
        <div className="inline-flex rounded-lg bg-slate-100 p-1" role="radiogroup" aria-label="Status">
          {[
            { value: true, label: "Published" },
            { value: false, label: "Draft" },
          ].map((option) => (
            <label
              key={option.label}
              className={cn(
                "cursor-pointer rounded-md px-4 py-2 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
                isPublished === option.value ? "bg-white text-brand-800 shadow-sm" : "text-ink-soft",
              )}
            >
              <input
                type="radio"
                name="post-status"
                className="sr-only"
                checked={isPublished === option.value}
                onChange={() => onStatus(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
        <p className="mt-1.5 text-xs text-muted">Autosave keeps drafts; only Save changes the status.</p>
      </fieldset>
      <NotedInput
        id="post-published-at"
        label={`Publish date (${zoneName(timeZone)})`}
        type="datetime-local"
        value={publishedAt}
        onChange={(e) => onDate(e.target.value)}
        error={error}
        hint={
          scheduled
            ? "Scheduled: the post goes live on this date."
            : "Optional. Empty means now; a future date schedules the post."
        }
      />
    </div>
  );
}
