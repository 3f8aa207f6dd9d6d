import type { LucideIcon } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import { Field, type Noted } from "./field";

// The labelled fields live apart from this kit (which reaches the router), for the sign-in island.
export { Field, FieldNote, NotedInput } from "./field";

/** A card that opens on its title beside an icon tile (an intro under the title): settings, profile, team. */
export function IconCard({
  icon: Icon,
  title,
  intro,
  children,
  className,
  ...props
}: Omit<ComponentProps<"div">, "title"> & { icon: LucideIcon; title: ReactNode; intro?: ReactNode }) {
  return (
    <Card className={cn("p-5 sm:p-6", className)} {...props}>
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-ink">{title}</h2>
          {intro ? <p className="text-sm text-muted">{intro}</p> : null}
        </div>
      </div>
      {children}
    </Card>
  );
}

/** A list or table card's header row: the title (with its icon), a note on the right. */
export function CardHead({ icon: Icon, title, note }: { icon?: LucideIcon; title: string; note: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        {Icon ? <Icon className="size-5 text-brand-700" aria-hidden /> : null}
        {title}
      </h2>
      <span className="text-xs text-muted">{note}</span>
    </div>
  );
}

export function NotedTextarea({ id, label, error, hint, ...area }: ComponentProps<typeof Textarea> & Noted) {
  return <Field {...{ id, label, error, hint }} control={(props) => <Textarea {...props} {...area} />} />;
}

/** A page action's answer: a status, or an alert with its first field's message (else its own). */
export function ActionNote({
  result,
  banner,
  className,
  children,
  ...props
}: ComponentProps<"p"> & {
  result: { ok: boolean; message?: string; fieldErrors?: Record<string, string> } | null | undefined;
  banner?: boolean;
}) {
  if (!result) return null;
  // [done, refused]: a banner is tinted, a plain note only coloured.
  const tones = banner
    ? ["bg-emerald-50 text-emerald-800", "bg-danger-50 text-danger-700"]
    : ["text-ink", "text-danger-600"];
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={cn(
        "text-sm font-medium",
        banner && "rounded-lg px-4 py-3",
        tones[result.ok ? 0 : 1],
        className,
      )}
      {...props}
    >
      {children ??
        (result.ok ? result.message : (Object.values(result.fieldErrors ?? {})[0] ?? result.message))}
    </p>
  );
}

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  className?: string;
  testId?: string;
};

/**
 * A small figures table whose first column heads its row. `flush`: inside a padded card. `stack`:
 * on a phone each row is a card of "column: value" lines (still a table to screen readers).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  flush,
  stack,
  className,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  rowProps?: (row: Row) => Record<`data-${string}`, string>;
  flush?: boolean;
  stack?: boolean;
  className?: string;
}) {
  const edge = flush ? "pr-3 last:pr-0" : "px-2 first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6";
  const [headY, cellY] = flush ? ["py-1", "py-1.5"] : ["py-2", "py-2.5"];
  const block = stack && "max-sm:block";
  return (
    <table className={cn("w-full text-sm", block, className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className={cn(stack && "max-sm:sr-only")}>
        <tr className="text-left text-xs text-muted">
          {columns.map((column, index) => (
            <th
              key={column.header}
              scope="col"
              className={cn(headY, "font-semibold", edge, index > 0 && column.numeric && "text-right")}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cn("divide-y divide-slate-100", block)}>
        {rows.map((row, rowIndex) => (
          <tr
            key={rowKey(row, rowIndex)}
            className={cn(stack && "max-sm:block max-sm:py-2")}
            {...rowProps?.(row)}
          >
            {columns.map((column, index) => {
              const Cell = index === 0 ? "th" : "td";
              return (
                <Cell
                  key={column.header}
                  scope={index === 0 ? "row" : undefined}
                  data-testid={column.testId}
                  data-label={stack && index > 0 ? column.header : undefined}
                  className={cn(
                    cellY,
                    edge,
                    index === 0
                      ? "text-left font-medium text-ink"
                      : column.numeric && "text-right tabular-nums",
                    column.className,
                    stack &&
                      (index === 0
                        ? "max-sm:block max-sm:py-0.5"
                        : "max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:py-0.5 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:text-muted max-sm:before:content-[attr(data-label)_/_'']"),
                  )}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A labelled select: `all` is an empty first choice, `autoSubmit` submits its form on a change.
 * Keyed by its value, so Back, forward and a reload after a save show the right choice.
 */
export function SelectField({
  id,
  label,
  options,
  labels,
  all,
  autoSubmit,
  error,
  hint,
  className,
  defaultValue,
  ...select
}: Omit<ComponentProps<typeof NativeSelect>, "id" | "children" | "defaultValue"> &
  Noted & {
    defaultValue: string;
    options: readonly string[];
    labels?: Readonly<Record<string, string>> | ((option: string) => string);
    all?: string;
    autoSubmit?: boolean;
  }) {
  const submit = useSubmit();
  const labelOf = typeof labels === "function" ? labels : (option: string) => labels?.[option] ?? option;
  return (
    <Field
      {...{ id, label, error, hint }}
      className={cn("min-w-0", className)}
      control={(props) => (
        <NativeSelect
          key={defaultValue}
          defaultValue={defaultValue}
          onChange={autoSubmit ? (event) => submit(event.currentTarget.form) : undefined}
          {...props}
          {...select}
        >
          {all === undefined ? null : <option value="">{all}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}

/** A form's fixed fields (the intent, the row's id): one hidden input each. */
export function Hidden(fields: Record<string, string>) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/** The editor's sidebar boxes and the other small panels: a bordered white box under a small heading. */
export function Panel({
  title,
  icon: Icon,
  className,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-xl border border-slate-200 bg-white p-4", className)}
    >
      <h2 id={id} className="flex items-center gap-2 text-sm font-semibold text-ink">
        {Icon ? <Icon className="size-4" aria-hidden /> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One question before a step that is hard to take back; Cancel (focused) closes unless `onCancel`. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancel = "Cancel",
  onCancel,
  confirm,
  onConfirm,
  variant,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  cancel?: string;
  onCancel?(): void;
  confirm: ReactNode;
  onConfirm(): void;
  variant?: "destructive";
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel ?? (() => onOpenChange(false))}>
            {cancel}
          </Button>
          <Button type="button" variant={variant} onClick={onConfirm}>
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A step that wants a second press, behind a disclosure (no script needed); red when it deletes. */
export function Disclosure({
  summary,
  label,
  danger,
  children,
}: {
  summary: ReactNode;
  /** The summary's accessible name, when its text alone does not say what it acts on. */
  label?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="group w-full sm:w-auto">
      <summary
        aria-label={label}
        className={cn(
          "cursor-pointer list-none rounded-lg px-3 py-3 text-sm font-semibold",
          danger ? "text-danger-600 hover:bg-red-50" : "text-ink-soft hover:bg-slate-50",
        )}
      >
        {summary}
      </summary>
      <div
        className={cn(
          "mt-2 rounded-lg border p-3",
          danger ? "border-red-200 bg-red-50" : "border-slate-200 bg-slate-50",
        )}
      >
        {children}
      </div>
    </details>
  );
}

/** What a list shows when it has nothing: an icon, a line that says so, a note, a way on. */
export function EmptyState({
  icon: Icon,
  title,
  note,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  note?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-1 px-6 py-12 text-center">
      <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="font-semibold text-ink">{title}</h2>
      {note ? <p className="max-w-sm text-sm text-muted">{note}</p> : null}
      {children}
    </Card>
  );
}

/** A headline figure: its label beside an icon tile, the number, then a note under it. */
export function StatCard({
  label,
  icon: Icon,
  value,
  children,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col gap-2 p-4 sm:p-5" data-stat={label}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-ink-soft">{label}</span>
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <span className="font-display text-2xl font-extrabold text-ink sm:text-3xl" data-testid="stat-value">
        {value}
      </span>
      {children}
    </Card>
  );
}

/** A day ("2026-03-09") as "Mar 9", or with `year` "Mar 9, 2026". */
export const dayLabel = (day: string, year?: "numeric") =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year,
    timeZone: "UTC",
  });
