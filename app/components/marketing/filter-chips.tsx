import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

export type FilterOption = { id: string; label: string };

/**
 * A row of filter links (docs/decisions: filters live in the URL). Each is a plain link to
 * `?category=<id>`, so it works without JavaScript; with it, React Router navigates on the
 * client and keeps the scroll position. "all" links to the bare path.
 */
export function FilterChips({
  options,
  selected,
  basePath,
  hash,
  label,
}: {
  options: readonly FilterOption[];
  selected: string | null;
  basePath: string;
  /** Section to land on after a full page load (the grid's id). */
  hash: string;
  label: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // On phones the row scrolls sideways: bring the selected chip into view without moving the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the selection changes
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const chipBox = current.getBoundingClientRect();
    const target = list.scrollLeft + chipBox.left - listBox.left - (listBox.width - chipBox.width) / 2;
    list.scrollTo({ left: Math.max(0, target) });
  }, [selected]);

  return (
    <nav aria-label={label}>
      <ul
        ref={listRef}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0"
      >
        {options.map((option) => {
          const active = option.id === selected;
          const search = option.id === "all" ? "" : `?category=${encodeURIComponent(option.id)}`;
          return (
            <li
              key={option.id}
              // Chromium brings the selected chip into view before any script runs (ADR 0018);
              // only on phones, where the row (not the page) is the scroll container.
              className={cn(
                "shrink-0",
                active && "max-sm:[scroll-initial-target:nearest] max-sm:[scroll-snap-align:center]",
              )}
            >
              <Link
                to={`${basePath}${search}#${hash}`}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={cn(
                  "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
                  active
                    ? "border-brand-700 bg-brand-700 text-white shadow-sm"
                    : "border-slate-300 bg-white text-ink-soft hover:border-brand-600 hover:text-brand-700",
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
