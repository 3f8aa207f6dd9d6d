import { CalendarDays, CalendarRange, ShoppingBag, TrendingUp } from "lucide-react";
import { Card } from "~/components/ui/card";
import { CardHead, DataTable } from "./kit";
import type { InboxStats } from "~/.server/services/leads/inbox";

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
        <CardHead icon={TrendingUp} title="Conversions by page" note="Leads and orders, all time" />
        {stats.byPage.length === 0 ? (
          <p className="px-6 py-10 text-center text-sm text-muted">No leads yet.</p>
        ) : (
          <DataTable
            caption="Leads, orders and won deals by the page they came from"
            rows={stats.byPage}
            rowKey={(row) => row.page}
            columns={[
              {
                header: "Page",
                className: "max-w-0",
                cell: (row) => (
                  <>
                    <span className="block truncate">{row.page}</span>
                    <span
                      aria-hidden
                      className="mt-1 block h-1.5 rounded-full bg-brand-600/80"
                      style={{ width: `${Math.max(4, ((row.leads + row.orders) / max) * 100)}%` }}
                    />
                  </>
                ),
              },
              { header: "Leads", numeric: true, cell: (row) => row.leads },
              { header: "Orders", numeric: true, cell: (row) => row.orders },
              {
                header: "Won",
                numeric: true,
                className: "font-semibold text-green-800",
                cell: (row) => row.won,
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
