import { cn } from "~/lib/utils";
import { TradeGlyph } from "./trade-glyph";
import { artFile } from "~/lib/art-file";

/**
 * Houston skyline at dusk with a service van and a phone lighting up with new leads:
 * the agency's promise in one picture (original artwork).
 */
function HoustonSceneSvg({ label, className }: { label: string; className?: string }) {
  const towers = [
    [20, 120, 34],
    [60, 80, 28],
    [94, 140, 40],
    [140, 60, 30],
    [176, 110, 36],
    [218, 150, 26],
    [250, 95, 44],
    [300, 130, 30],
    [336, 70, 38],
    [380, 115, 32],
    [418, 90, 40],
  ] as const;
  return (
    <svg
      width="520"
      height="340"
      viewBox="0 0 520 340"
      role="img"
      aria-label={label}
      className={cn("h-auto w-full", className)}
    >
      <rect width="520" height="340" rx="28" fill="#193a91" />
      <circle cx="200" cy="78" r="40" fill="#ff8437" opacity="0.9" />
      <circle cx="200" cy="78" r="64" fill="#ff8437" opacity="0.15" />
      <g fill="#1a3473">
        {towers.map(([x, height, width]) => (
          <rect key={x} x={x} y={250 - height} width={width} height={height} rx="2" />
        ))}
        <path d="M250 155l22-30 22 30z" />
        <path d="M94 110h40l-20-24z" />
      </g>
      <g fill="#5996fc" opacity="0.55">
        {towers.flatMap(([x, height, width]) =>
          Array.from({ length: Math.floor(height / 22) }, (_, row) => (
            <rect
              key={`${x}-${row}`}
              x={x + 6}
              y={250 - height + 10 + row * 22}
              width={width - 12}
              height="4"
              rx="2"
            />
          )),
        )}
      </g>
      <rect y="250" width="520" height="90" fill="#0f1f45" />
      <path d="M0 282h520" stroke="#3372f6" strokeWidth="3" strokeDasharray="18 14" opacity="0.6" />
      {/* service van */}
      <g transform="translate(40 214)">
        <path d="M0 26h128l30 22v32H0z" fill="#fff" />
        <path d="M128 26l30 22h-30z" fill="#bcd6ff" />
        <rect x="10" y="38" width="96" height="28" rx="4" fill="#c2410c" />
        <TradeGlyph trade="plumbing" color="#fff" x={16} y={41} scale={0.46} />
        <TradeGlyph trade="hvac" color="#fff" x={46} y={41} scale={0.46} />
        <TradeGlyph trade="electrical" color="#fff" x={76} y={41} scale={0.46} />
        <circle cx="34" cy="82" r="13" fill="#0b1b2e" />
        <circle cx="34" cy="82" r="5" fill="#cbd5e1" />
        <circle cx="128" cy="82" r="13" fill="#0b1b2e" />
        <circle cx="128" cy="82" r="5" fill="#cbd5e1" />
      </g>
      {/* phone with leads */}
      <g transform="translate(300 150)">
        <rect width="150" height="176" rx="20" fill="#0b1b2e" />
        <rect x="8" y="10" width="134" height="166" rx="14" fill="#fff" />
        {[0, 1, 2].map((index) => (
          <g key={index} transform={`translate(18 ${26 + index * 48})`}>
            <rect width="114" height="38" rx="10" fill={index === 0 ? "#fff6ed" : "#eef5ff"} />
            <circle cx="18" cy="19" r="10" fill={index === 0 ? "#c2410c" : "#1d54e0"} />
            <path
              d="M14 16.5a1.6 1.6 0 0 1 1.6-1.6h1.4l1 2.4-1 .7a5 5 0 0 0 2.4 2.4l.7-1 2.4 1v1.4a1.6 1.6 0 0 1-1.6 1.6A7 7 0 0 1 14 16.5z"
              fill="#fff"
            />
            <rect x="36" y="11" width="56" height="6" rx="3" fill="#0b1b2e" />
            <rect x="36" y="23" width="40" height="5" rx="2.5" fill="#94a3b8" />
          </g>
        ))}
      </g>
      <g transform="translate(430 140)">
        <circle r="18" fill="#c2410c" />
        <text
          y="6"
          textAnchor="middle"
          fontFamily="Inter Variable, sans-serif"
          fontSize="16"
          fontWeight="800"
          fill="#fff"
        >
          +3
        </text>
      </g>
    </svg>
  );
}

export const HoustonScene = artFile("houston-scene", HoustonSceneSvg);
