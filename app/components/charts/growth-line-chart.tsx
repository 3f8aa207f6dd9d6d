import { useId } from "react";
import { cn } from "~/lib/utils";
import { ChartDataTable } from "./chart-data-table";
import { formatGrowth, type GrowthChartProps, growthSummary, niceMax } from "./chart-types";

const width = 480;
const height = 300;
const pad = { top: 36, right: 24, bottom: 40, left: 52 };

/**
 * Line chart of growth over time in SVG, with real text labels, a role="img" summary and
 * the values as a hidden table.
 */
export function GrowthLineChart({ title, measure, data, note, className }: GrowthChartProps) {
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
  const font = "Inter Variable, sans-serif";
  return (
    <figure
      className={cn(
        "relative rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-card sm:p-8",
        className,
      )}
    >
      <figcaption className="font-display text-lg font-bold text-ink">{title}</figcaption>
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
            <text
              x={pad.left - 8}
              y={y(tick)}
              dy="0.35em"
              textAnchor="end"
              fontSize="12"
              fill="#526075"
              fontFamily={font}
            >
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
            <text
              x={x(index)}
              y={height - 14}
              textAnchor="middle"
              fontSize="12"
              fill="#526075"
              fontFamily={font}
            >
              {item.label}
            </text>
          </g>
        ))}
      </svg>
      <ChartDataTable caption={title} valueHeading="Period" data={data} />
      {note ? <p className="mt-4 text-xs text-muted">{note}</p> : null}
    </figure>
  );
}
