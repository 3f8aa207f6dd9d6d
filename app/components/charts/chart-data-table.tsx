import { formatGrowth, type GrowthDatum } from "./chart-types";

/**
 * The chart's values as a table for screen readers. The wrapper, not the table, is visually
 * hidden: a table cannot shrink to 1 px and would widen the page on a phone.
 */
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
    <div className="sr-only">
      <table>
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
    </div>
  );
}
