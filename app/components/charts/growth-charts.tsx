import { useId } from "react";
import type { CaseChart } from "~/content/case-studies";
import { cn } from "~/lib/utils";

/** A case study's chart (its `title` is also the accessible table's caption), values in percent of growth. */
type GrowthChartProps = Omit<CaseChart, "kind"> & { className?: string };

const formatGrowth = (value: number) => `${value >= 0 ? "+" : ""}${value}%`;

/** "Traffic growth by source: Organic search +215%, Direct +165%, ..." */
const growthSummary = (measure: string, data: CaseChart["data"]) =>
  `${measure}: ${data.map((item) => `${item.label} ${formatGrowth(item.value)}`).join(", ")}`;

/** A round upper bound for the value axis (100, 200, 500...). */
function niceMax(values: readonly number[]) {
  const max = Math.max(...values, 1);
  const step = max > 300 ? 100 : 50;
  return Math.ceil(max / step) * step;
}

/**
 * A chart's card: caption, drawing, then the values as a table for screen readers (hidden by its
 * wrapper: a table cannot shrink to 1 px and would widen the page on a phone).
 */
function ChartFigure({
  title,
  data,
  note,
  className,
  valueHeading,
  noteClassName,
  children,
}: GrowthChartProps & { valueHeading: string; noteClassName: string; children: React.ReactNode }) {
  return (
    <figure
      className={cn(
        "relative rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-card sm:p-8",
        className,
      )}
    >
      <figcaption className="font-display text-lg font-bold text-ink">{title}</figcaption>
      {children}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{valueHeading}</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((item) => (
              <tr key={item.label}>
                <th scope="row">{item.label}</th>
                <td>{formatGrowth(item.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note ? <p className={cn("text-xs text-muted", noteClassName)}>{note}</p> : null}
    </figure>
  );
}

/** Horizontal bar chart drawn with CSS: real text labels that reflow on a phone, a role="img" summary. */
export function GrowthBarChart(props: GrowthChartProps) {
  const { measure, data } = props;
  const max = niceMax(data.map((item) => item.value));
  const top = Math.max(...data.map((item) => item.value));
  return (
    <ChartFigure {...props} valueHeading="Category" noteClassName="mt-6">
      <div role="img" aria-label={growthSummary(measure, data)} className="mt-6 space-y-5">
        {data.map((item) => (
          <div key={item.label} className="grid gap-1.5 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4">
            <span className="text-sm font-semibold text-ink-soft">{item.label}</span>
            <div className="flex items-center gap-3">
              <div className="h-7 flex-1 overflow-hidden rounded-md bg-slate-100">
                <div
                  className={cn(
                    "h-full rounded-md bg-gradient-to-r",
                    item.value === top ? "from-ember-500 to-ember-600" : "from-brand-500 to-brand-700",
                  )}
                  style={{ width: `${Math.max(4, (item.value / max) * 100)}%` }}
                />
              </div>
              <span className="w-16 shrink-0 text-right font-display text-base font-extrabold text-ink">
                {formatGrowth(item.value)}
              </span>
            </div>
          </div>
        ))}
      </div>
    </ChartFigure>
  );
}

const width = 480;
const height = 300;
const pad = { top: 36, right: 24, bottom: 40, left: 52 };
/** The axis labels' lettering. */
const smallText = { fontSize: "12", fill: "#526075", fontFamily: "Inter Variable, sans-serif" };

/** Line chart of growth over time in SVG, with real text labels and a role="img" summary. */
export function GrowthLineChart(props: GrowthChartProps) {
  const { measure, data } = props;
  const id = useId();
  const max = niceMax(data.map((item) => item.value));
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const x = (index: number) =>
    pad.left + (data.length === 1 ? plotW / 2 : (index / (data.length - 1)) * plotW);
  const y = (value: number) => pad.top + plotH - (value / max) * plotH;
  const points = data.map((item, index) => `${x(index)},${y(item.value)}`).join(" ");
  const area = `${pad.left},${pad.top + plotH} ${points} ${x(data.length - 1)},${pad.top + plotH}`;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(max * share));
  return (
    <ChartFigure {...props} valueHeading="Period" noteClassName="mt-4">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={growthSummary(measure, data)}
        className="mt-4 h-auto w-full"
      >
        <defs>
          <linearGradient id={`${id}-area`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#3372f6" stopOpacity="0.35" />
            <stop offset="1" stopColor="#3372f6" stopOpacity="0" />
          </linearGradient>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={pad.left - 8} y={y(tick)} dy="0.35em" textAnchor="end" {...smallText}>
              {tick}%
            </text>
          </g>
        ))}
        <polygon points={area} fill={`url(#${id}-area)`} />
        <polyline
          points={points}
          fill="none"
          stroke="#1d54e0"
          strokeWidth="3.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {data.map((item, index) => (
          <g key={item.label}>
            <circle
              cx={x(index)}
              cy={y(item.value)}
              r="6"
              fill="#ffffff"
              stroke={index === data.length - 1 ? "#c2410c" : "#1d54e0"}
              strokeWidth="3"
            />
            <text
              x={x(index)}
              y={y(item.value) - 14}
              textAnchor="middle"
              fontSize="14"
              fontWeight="800"
              fill={index === data.length - 1 ? "#c2410c" : "#0b1b2e"}
              fontFamily="Plus Jakarta Sans Variable, sans-serif"
            >
              {formatGrowth(item.value)}
            </text>
            <text x={x(index)} y={height - 14} textAnchor="middle" {...smallText}>
              {item.label}
            </text>
          </g>
        ))}
      </svg>
    </ChartFigure>
  );
}
