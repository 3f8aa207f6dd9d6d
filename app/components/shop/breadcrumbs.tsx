import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { type Template, templateBreadcrumb } from "~/content/templates";
import type { BreadcrumbItem } from "~/lib/json-ld";

/** A template page's trail (Home / Templates / name, then `last`), for the page and its JSON-LD. */
export function templateCrumbs(template: Pick<Template, "id" | "name">, last?: string): BreadcrumbItem[] {
  return [
    { name: templateBreadcrumb.home, path: "/" },
    { name: templateBreadcrumb.templates, path: "/products" },
    { name: template.name, path: last ? `/product/${template.id}` : undefined },
    ...(last ? [{ name: last }] : []),
  ];
}

/** The trail of links to a page; the last crumb is the page itself (one line, however long). */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-muted">
        {items.map((item, index) => (
          <li key={item.name} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronRight className="size-3.5 text-slate-400" aria-hidden /> : null}
            {index < items.length - 1 ? (
              <Link
                discover="none"
                to={item.path ?? "/"}
                className="font-medium hover:text-brand-700 hover:underline"
              >
                {item.name}
              </Link>
            ) : (
              <span
                aria-current="page"
                className="line-clamp-1 max-w-[16rem] font-semibold text-ink sm:max-w-md"
              >
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
