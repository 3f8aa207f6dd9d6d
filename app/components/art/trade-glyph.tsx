export type Trade =
  | "plumbing"
  | "hvac"
  | "electrical"
  | "roofing"
  | "landscaping"
  | "cleaning"
  | "painting"
  | "garage";

/**
 * A simple pictogram for each trade, drawn in a 48×48 box. Meant to be placed inside
 * another SVG (mock-ups, posters); the parent carries the accessible name.
 */
export function TradeGlyph({
  trade,
  color,
  x = 0,
  y = 0,
  scale = 1,
}: {
  trade: Trade;
  color: string;
  x?: number;
  y?: number;
  scale?: number;
}) {
  const stroke = {
    fill: "none",
    stroke: color,
    strokeWidth: 3.5,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      {trade === "plumbing" ? (
        <>
          <path d="M24 6c7 9 12 15 12 22a12 12 0 0 1-24 0c0-7 5-13 12-22z" fill={color} />
          <path d="M19 29a5 5 0 0 0 5 5" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        </>
      ) : trade === "hvac" ? (
        <>
          <path d="M24 4v40M6.7 14l34.6 20M6.7 34l34.6-20" {...stroke} />
          <path d="M18 8l6 5 6-5M18 40l6-5 6 5" {...stroke} />
        </>
      ) : trade === "electrical" ? (
        <path d="M27 3 9 27h13l-3 18 20-26H26z" fill={color} />
      ) : trade === "roofing" ? (
        <>
          <path d="M4 24 24 7l20 17" {...stroke} />
          <path d="M10 21v20h28V21" {...stroke} />
          <rect x="20" y="29" width="8" height="12" fill={color} />
        </>
      ) : trade === "landscaping" ? (
        <>
          <path d="M24 42V20" {...stroke} />
          <path
            d="M24 26c-10 0-15-7-15-17 10 0 15 7 15 17zM24 22c0-9 5-15 15-15 0 10-5 15-15 15z"
            fill={color}
          />
        </>
      ) : trade === "cleaning" ? (
        <>
          <path d="M20 6l3 10 10 3-10 3-3 10-3-10-10-3 10-3z" fill={color} />
          <path d="M36 26l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" fill={color} />
        </>
      ) : trade === "painting" ? (
        <>
          <rect x="6" y="6" width="30" height="12" rx="3" fill={color} />
          <path d="M36 12h5v10H24v8" {...stroke} />
          <rect x="20" y="30" width="8" height="14" rx="2" fill={color} />
        </>
      ) : (
        <>
          <path d="M6 18 24 8l18 10v24H6z" {...stroke} />
          <path d="M12 26h24M12 32h24M12 38h24" {...stroke} strokeWidth={2.5} />
        </>
      )}
    </g>
  );
}
