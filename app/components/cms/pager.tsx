import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** Previous / next page links that keep every other URL parameter (work without JavaScript). */
export function Pager({
  page,
  pageCount,
  label,
  preventScrollReset,
}: {
  page: number;
  pageCount: number;
  label: string;
  /** For a pager inside a form further down the page: the next page keeps the reader where they were. */
  preventScrollReset?: boolean;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.delete("open");
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const search = params.toString();
    return search ? `?${search}` : location.pathname;
  };
  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={link} rel="prev" preventScrollReset={preventScrollReset}>
          <ChevronLeft aria-hidden />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted" data-testid="page-position">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={to(page + 1)} className={link} rel="next" preventScrollReset={preventScrollReset}>
          Next
          <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
