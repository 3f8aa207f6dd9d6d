import { formatGrowth, type GrowthDatum } from "./chart-types";

/** The chart's values as a table for screen readers (visually hidden). */
export function ChartDataTable({
  caption,
  valueHeading,
  data,
}: {
  caption: string;
  valueHeading: string;
  data: readonly GrowthDatum[];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{valueHeading}</th>
          <th scope="col">{caption}</th>
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
  );
}
