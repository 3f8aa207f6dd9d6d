/** One value of a growth chart: a label and a percentage of growth. */
export type GrowthDatum = { label: string; value: number };

export type GrowthChartProps = {
  /** Visible caption, also the accessible table's caption. */
  title: string;
  /** What the values measure, read out in the chart's accessible summary. */
  measure: string;
  data: readonly GrowthDatum[];
  /** Small print under the chart (data window, source). */
  note?: string;
  className?: string;
};

export function formatGrowth(value: number) {
  return `${value >= 0 ? "+" : ""}${value}%`;
}

/** "Traffic growth by source: Organic search +215%, Direct +165%, ..." */
export function growthSummary(measure: string, data: readonly GrowthDatum[]) {
  return `${measure}: ${data.map((item) => `${item.label} ${formatGrowth(item.value)}`).join(", ")}`;
}

/** A round upper bound for the value axis (100, 200, 500...). */
export function niceMax(values: readonly number[]) {
  const max = Math.max(...values, 1);
  const step = max > 300 ? 100 : 50;
  return Math.ceil(max / step) * step;
}
