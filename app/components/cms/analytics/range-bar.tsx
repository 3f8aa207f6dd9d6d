import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { type AnalyticsRange, analyticsPresets } from "~/lib/schemas/analytics";
import { cn } from "~/lib/utils";
import { Hidden } from "../kit";

/** 7/30/90 days as links, a custom range as a GET form: the range lives in the address. */
export function RangeBar({ range, today }: { range: AnalyticsRange; today: string }) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Date range">
        <ul className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
          {analyticsPresets.map((days) => (
            <li key={days}>
              <Link
                to={`?range=${days}`}
                aria-current={range.preset === days ? "page" : undefined}
                className={cn(
                  "flex h-11 items-center rounded-lg px-3 text-sm font-semibold sm:h-9",
                  range.preset === days ? "bg-white text-ink shadow-sm" : "text-muted hover:text-ink",
                )}
              >
                {days} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="grid grid-cols-[1fr_1fr_auto] items-end gap-2" aria-label="Custom range">
        <Hidden range="custom" />
        {(["from", "to"] as const).map((end) => (
          <div key={end}>
            <Label htmlFor={`analytics-${end}`} className="text-xs">
              {end === "from" ? "From" : "To"}
            </Label>
            <Input
              id={`analytics-${end}`}
              name={end}
              type="date"
              height="sm"
              defaultValue={range[end]}
              max={today}
              required
            />
          </div>
        ))}
        <Button type="submit" size="sm" variant={range.preset === "custom" ? "secondary" : "outline"}>
          Apply
        </Button>
      </Form>
    </div>
  );
}
