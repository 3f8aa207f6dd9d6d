import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { filterOnly } from "./filter-chips";

/** A filtered list's empty state (`only`: the options it shows for), with a link to the whole list. */
export function EmptyResults({
  title,
  text,
  reset,
  to,
  only,
  role,
}: {
  title: string;
  text: string;
  reset: string;
  to: string;
  only: string[];
  role?: "status";
}) {
  return (
    <div {...filterOnly(...only)}>
      <div
        role={role}
        className="mx-auto mt-10 max-w-lg rounded-(--radius-card) border border-dashed border-slate-300 bg-slate-50 p-10 text-center"
      >
        <h3 className="text-xl font-bold text-ink">{title}</h3>
        <p className="mt-2 text-ink-soft">{text}</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link discover="none" to={to} preventScrollReset>
            {reset}
          </Link>
        </Button>
      </div>
    </div>
  );
}
