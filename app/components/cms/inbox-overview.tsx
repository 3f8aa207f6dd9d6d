import { CalendarDays, CalendarRange, ShoppingBag, TrendingUp } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { InboxStats } from "~/lib/schemas/inbox";

/** Overview additions: recent lead counts and which pages convert (inboxStats, from the loader). */
export function InboxOverview({ stats }: { stats: InboxStats }) {
  const cards = [
    { label: "Leads, last 7 days", value: stats.last7Days, icon: CalendarDays },
    { label: "Leads, last 30 days", value: stats.last30Days, icon: CalendarRange },
    { label: "Orders, last 30 days", value: stats.orders30Days, icon: ShoppingBag },
  ];
  const max = Math.max(1, ...stats.byPage.map((row) => row.leads + row.orders));
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3 lg:grid-cols-1" aria-label="Lead statistics">
        {cards.map((card) => (
          <li key={card.label}>
            <Card className="flex items-center justify-between gap-3 p-4 sm:p-5" data-stat={card.label}>
              <div>
                <span className="text-sm font-semibold text-ink-soft">{card.label}</span>
                <span
                  className="mt-1 block font-display text-3xl font-extrabold text-ink"
                  data-testid="stat-value"
                >
                  {card.value}
                </span>
              </div>
              <span className="flex size-9 items-center justify-center rounded-lg bg-ember-50 text-ember-700">
                <card.icon className="size-4" aria-hidden />
              </span>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
          <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
            <TrendingUp className="size-5 text-brand-700" aria-hidden />
            Conversions by page
          </h2>
          <span className="text-xs text-muted">Leads and orders, all time</span>
        </div>
        {stats.byPage.length === 0 ? (
          <p className="px-6 py-10 text-center text-sm text-muted">No leads yet.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Leads, orders and won deals by the page they came from</caption>
            <thead>
              <tr className="text-left text-xs text-muted">
                <th scope="col" className="px-4 py-2 font-semibold sm:px-6">
                  Page
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Leads
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  Orders
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold sm:px-6">
                  Won
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {stats.byPage.map((row) => (
                <tr key={row.page}>
                  <th scope="row" className="max-w-0 px-4 py-2.5 text-left font-medium text-ink sm:px-6">
                    <span className="block truncate">{row.page}</span>
                    <span
                      aria-hidden
                      className="mt-1 block h-1.5 rounded-full bg-brand-600/80"
                      style={{ width: `${Math.max(4, ((row.leads + row.orders) / max) * 100)}%` }}
                    />
                  </th>
                  <td className="px-2 py-2.5 text-right tabular-nums">{row.leads}</td>
                  <td className="px-2 py-2.5 text-right tabular-nums">{row.orders}</td>
                  <td className="px-4 py-2.5 text-right font-semibold text-green-800 tabular-nums sm:px-6">
                    {row.won}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
