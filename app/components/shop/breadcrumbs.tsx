import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export type Crumb = { label: string; to?: string };

/** Home / Templates / name: the last crumb is the current page (one line, however long). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-muted">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronRight className="size-3.5 text-slate-400" aria-hidden /> : null}
            {item.to ? (
              <Link discover="none" to={item.to} className="font-medium hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                className="line-clamp-1 max-w-[16rem] font-semibold text-ink sm:max-w-md"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
