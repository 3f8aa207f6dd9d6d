import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { RevisionComparison } from "~/.server/services/posts/revision-compare";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { DiffPart, FieldDiff } from "~/lib/revision-diff";
import { displayTitle } from "~/lib/posts";
import { useSiteDates } from "~/lib/site-dates";
import { cn } from "~/lib/utils";

/**
 * A revision's changes, marked by colour and also without it: added text underlined, removed struck
 * through (body lines start with + or −), and screen readers hear "added" / "removed" around each.
 */
export function RevisionDiff({ comparison }: { comparison: RevisionComparison }) {
  const dates = useSiteDates();
  const { postId, revision, against, from, to, changed, unchanged, hasPrevious } = comparison;
  const base = `/cms/posts/${encodeURIComponent(postId)}/revisions/${revision.id}`;
  const side = (s: RevisionComparison["from"]) =>
    s.savedAt ? `${s.label}, ${dates.dateTime(s.savedAt)} by ${s.savedBy}` : s.label;
  return (
    <div className="container-page max-w-4xl py-6 sm:py-10">
      <Link
        to={`/cms/posts/${encodeURIComponent(postId)}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <ArrowLeft aria-hidden />
        Back to the editor
      </Link>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight break-words text-ink sm:text-3xl">
        Compare revision
      </h1>
      <p className="mt-1 text-sm break-words text-muted">
        {displayTitle(comparison.postTitle)} · saved{" "}
        <time dateTime={revision.savedAt} suppressHydrationWarning>
          {dates.dateTime(revision.savedAt)}
        </time>{" "}
        by {revision.savedBy}
      </p>

      <nav aria-label="Compare with" className="mt-5">
        <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex">
          <CompareTab to={base} current={against === "current"}>
            With the current text
          </CompareTab>
          <CompareTab to={`${base}?against=previous`} current={against === "previous"}>
            With the previous revision
          </CompareTab>
        </ul>
      </nav>

      <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-semibold text-red-800">
          <span aria-hidden>− </span>Removed from
        </dt>
        <dd className="text-ink-soft">{side(from)}</dd>
        <dt className="font-semibold text-emerald-800">
          <span aria-hidden>+ </span>Added in
        </dt>
        <dd className="text-ink-soft">{side(to)}</dd>
      </dl>

      {against === "previous" && !hasPrevious ? (
        <Card className="mt-6 px-5 py-6 text-sm text-muted">
          This is the first revision: there is none before it to compare with.
        </Card>
      ) : changed.length === 0 ? (
        <Card className="mt-6 px-5 py-6 text-sm text-muted">No differences: every field is the same.</Card>
      ) : (
        <div className="mt-6 grid gap-4">
          {changed.map((field) => (
            <FieldChange key={field.field} field={field} />
          ))}
        </div>
      )}
      {unchanged.length > 0 && changed.length > 0 ? (
        <p className="mt-4 text-sm text-muted">Unchanged: {unchanged.join(", ")}.</p>
      ) : null}
    </div>
  );
}

function CompareTab({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <li className="flex-auto">
      <Link
        to={to}
        replace
        aria-current={current ? "page" : undefined}
        className={cn(
          "flex justify-center rounded-lg px-3 py-2 text-sm font-semibold",
          current ? "bg-white text-ink shadow-sm" : "text-muted hover:text-ink",
        )}
      >
        {children}
      </Link>
    </li>
  );
}

function FieldChange({ field }: { field: FieldDiff }) {
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-field={field.field}>
      <h2 className="text-sm font-semibold text-ink">{field.label}</h2>
      {field.mode === "words" ? (
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink">
          {field.parts.map((part, index) => (
            <Words key={index} part={part} />
          ))}
        </p>
      ) : (
        <LineDiff parts={field.parts} />
      )}
    </Card>
  );
}

const added =
  "bg-emerald-100 text-emerald-950 underline decoration-emerald-700 decoration-2 underline-offset-2";
const removed = "bg-red-100 text-red-950 line-through decoration-red-700 decoration-2";

function Words({ part }: { part: DiffPart }) {
  if (part.kind === "same") return <span>{part.text}</span>;
  const Tag = part.kind === "added" ? "ins" : "del";
  return (
    <Tag className={cn("rounded-sm px-0.5", part.kind === "added" ? added : removed)}>
      <span className="sr-only">[{part.kind}: </span>
      {part.text}
      <span className="sr-only">]</span>
    </Tag>
  );
}

/** Unchanged runs longer than this show their first and last lines around a count. */
const CONTEXT_LINES = 2;

/** The body, line by line; long unchanged stretches fold to their edges. */
function LineDiff({ parts }: { parts: DiffPart[] }) {
  const rows: { kind: DiffPart["kind"] | "fold"; text: string }[] = [];
  parts.forEach((part, index) => {
    const lines = part.text.replace(/\n$/, "").split("\n");
    if (part.kind !== "same" || lines.length <= CONTEXT_LINES * 2 + 1) {
      for (const text of lines) rows.push({ kind: part.kind, text });
      return;
    }
    const head = index === 0 ? [] : lines.slice(0, CONTEXT_LINES);
    const tail = index === parts.length - 1 ? [] : lines.slice(-CONTEXT_LINES);
    for (const text of head) rows.push({ kind: "same", text });
    rows.push({ kind: "fold", text: `${lines.length - head.length - tail.length} unchanged lines` });
    for (const text of tail) rows.push({ kind: "same", text });
  });
  return (
    <ol className="mt-2 overflow-hidden rounded-lg border border-slate-200 font-mono text-xs leading-relaxed sm:text-[13px]">
      {rows.map((row, index) =>
        row.kind === "fold" ? (
          <li key={index} className="bg-slate-50 px-3 py-1 text-muted italic">
            … {row.text}
          </li>
        ) : (
          <li
            key={index}
            data-kind={row.kind}
            className={cn(
              "grid grid-cols-[1.5rem_1fr]",
              row.kind === "added" && "bg-emerald-50 text-emerald-950",
              row.kind === "removed" && "bg-red-50 text-red-950",
            )}
          >
            <span
              aria-hidden
              className={cn(
                "text-center select-none",
                row.kind === "added" && "font-bold text-emerald-800",
                row.kind === "removed" && "font-bold text-red-800",
                row.kind === "same" && "text-slate-400",
              )}
            >
              {row.kind === "added" ? "+" : row.kind === "removed" ? "−" : ""}
            </span>
            <Line kind={row.kind} text={row.text} />
          </li>
        ),
      )}
    </ol>
  );
}

function Line({ kind, text }: { kind: DiffPart["kind"]; text: string }) {
  const content = text === "" ? "\u00a0" : text;
  const className = "min-w-0 pr-3 break-words whitespace-pre-wrap";
  if (kind === "same") return <span className={className}>{content}</span>;
  const Tag = kind === "added" ? "ins" : "del";
  return (
    <Tag
      // One text-decoration-line each (no-underline and line-through on one element cancel out).
      className={cn(className, kind === "removed" ? "line-through decoration-red-700/70" : "no-underline")}
    >
      <span className="sr-only">{kind}: </span>
      {content}
    </Tag>
  );
}
