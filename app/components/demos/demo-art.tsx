import type { DemoArt as DemoArtSpec } from "~/content/demos";
import type { TemplatePalette } from "~/content/templates";
import { cn } from "~/lib/utils";
import { artFile } from "~/lib/art-file";

/**
 * Original illustrations for the template demos, drawn from the template's palette. Every
 * drawing is 480×360 (4:3); `variant` picks colours and details so cards in a row differ.
 */
export const DEMO_ART_WIDTH = 480;
export const DEMO_ART_HEIGHT = 360;

type P = TemplatePalette;

const skins = ["#f1c7a5", "#c68642", "#8d5524", "#e0ac69", "#ffdbac", "#a0673f"];
const hairs = ["#2b1d14", "#6b4226", "#111111", "#a0522d", "#d9b26f", "#4a4a4a"];
const warm = ["#f59e0b", "#ef4444", "#10b981", "#3b82f6", "#a855f7", "#f97316", "#14b8a6", "#e11d48"];

function pick<T>(list: readonly T[], index: number): T {
  return list[((index % list.length) + list.length) % list.length] as T;
}

function Skyline({ p }: { p: P }) {
  const towers = [
    [30, 150],
    [95, 230],
    [170, 180],
    [240, 270],
    [315, 200],
    [385, 150],
  ];
  return (
    <g>
      <rect width={480} height={360} fill={p.surface} />
      <circle cx={380} cy={90} r={44} fill={p.accent} opacity={0.85} />
      <rect y={300} width={480} height={60} fill={p.primarySoft} />
      {towers.map(([x, h], index) => (
        <g key={x}>
          <rect x={x} y={310 - (h ?? 0)} width={64} height={h} rx={4} fill={index % 2 ? p.primary : p.text} />
          {Array.from({ length: Math.floor((h ?? 0) / 26) }, (_, row) => (
            <g key={row} fill="#ffffff" opacity={0.55}>
              <rect x={(x ?? 0) + 12} y={310 - (h ?? 0) + 14 + row * 26} width={12} height={12} rx={2} />
              <rect x={(x ?? 0) + 38} y={310 - (h ?? 0) + 14 + row * 26} width={12} height={12} rx={2} />
            </g>
          ))}
        </g>
      ))}
    </g>
  );
}

function Person({ x, y, s, i, shirt }: { x: number; y: number; s: number; i: number; shirt: string }) {
  return (
    <g>
      <path
        d={`M ${x - 34 * s} ${y + 110 * s} Q ${x - 34 * s} ${y + 48 * s} ${x} ${y + 46 * s} Q ${x + 34 * s} ${y + 48 * s} ${x + 34 * s} ${y + 110 * s} Z`}
        fill={shirt}
      />
      <circle cx={x} cy={y + 20 * s} r={22 * s} fill={pick(skins, i)} />
      <path
        d={`M ${x - 23 * s} ${y + 16 * s} Q ${x} ${y - 14 * s} ${x + 23 * s} ${y + 16 * s} Q ${x} ${y + 2 * s} ${x - 23 * s} ${y + 16 * s} Z`}
        fill={pick(hairs, i)}
      />
    </g>
  );
}

function Crew({ p, v }: { p: P; v: number }) {
  return (
    <g>
      <rect width={480} height={360} fill={p.surface} />
      <rect y={290} width={480} height={70} fill={p.primarySoft} />
      <rect x={200} y={150} width={250} height={140} rx={18} fill="#ffffff" />
      <rect x={200} y={150} width={250} height={40} rx={18} fill={p.primary} />
      <rect x={380} y={196} width={60} height={50} rx={8} fill={p.surface} />
      <rect x={216} y={214} width={140} height={14} rx={7} fill={p.accent} />
      <circle cx={250} cy={292} r={24} fill={p.text} />
      <circle cx={400} cy={292} r={24} fill={p.text} />
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <Person x={70 + index * 60} y={170 - (index % 2) * 10} s={1} i={index + v * 2} shirt={p.primary} />
          <path
            d={`M ${48 + index * 60} ${180 - (index % 2) * 10} Q ${70 + index * 60} ${148 - (index % 2) * 10} ${92 + index * 60} ${180 - (index % 2) * 10} Z`}
            fill={p.accent}
          />
        </g>
      ))}
    </g>
  );
}

function Plate({ p, v }: { p: P; v: number }) {
  return (
    <g>
      <rect width={480} height={360} fill={p.primary} />
      <circle cx={240} cy={180} r={138} fill="#ffffff" />
      <circle cx={240} cy={180} r={104} fill="none" stroke={p.muted} strokeWidth={3} />
      <rect x={56} y={70} width={10} height={220} rx={5} fill={p.muted} />
      <rect x={412} y={70} width={12} height={220} rx={6} fill={p.muted} />
      {v === 2 ? (
        <g>
          <circle cx={240} cy={180} r={80} fill="#7c2d12" />
          <circle cx={240} cy={180} r={66} fill="#9a3412" />
          <ellipse cx={220} cy={170} rx={26} ry={18} fill="#f5f5f4" />
          <circle cx={270} cy={196} r={10} fill="#dc2626" />
          <circle cx={252} cy={150} r={8} fill="#65a30d" />
        </g>
      ) : v === 3 ? (
        <g>
          <path d="M 170 220 L 310 220 L 250 110 Z" fill="#fcd34d" />
          <path d="M 170 220 L 310 220 L 306 234 L 174 234 Z" fill="#b45309" />
          <circle cx={300} cy={150} r={14} fill="#dc2626" />
          <circle cx={324} cy={172} r={11} fill="#be123c" />
        </g>
      ) : (
        <g>
          <ellipse cx={228} cy={186} rx={74} ry={44} fill={v === 1 ? "#fb923c" : "#f5e6d3"} />
          <ellipse cx={228} cy={186} rx={74} ry={44} fill="none" stroke="#b45309" strokeWidth={4} />
          {v === 1 ? (
            [0, 1, 2].map((index) => (
              <path
                key={index}
                d={`M ${190 + index * 28} 176 q 14 -20 28 0 q -14 12 -28 0`}
                fill="#f97316"
                stroke="#c2410c"
                strokeWidth={2}
              />
            ))
          ) : (
            <path d="M 170 186 L 286 186" stroke="#b45309" strokeWidth={3} strokeDasharray="10 8" />
          )}
          <circle cx={300} cy={150} r={20} fill="#facc15" />
          <circle cx={300} cy={150} r={12} fill="#fde68a" />
          <circle cx={186} cy={136} r={9} fill="#65a30d" />
          <circle cx={206} cy={126} r={7} fill="#4d7c0f" />
        </g>
      )}
    </g>
  );
}

function Dining({ p, v }: { p: P; v: number }) {
  return (
    <g>
      <rect width={480} height={360} fill={v ? p.surface : p.text} />
      <rect y={250} width={480} height={110} fill={v ? p.muted : p.primary} />
      {[100, 240, 380].map((x) => (
        <g key={x}>
          <line x1={x} y1={0} x2={x} y2={80} stroke={p.muted} strokeWidth={2} />
          <path d={`M ${x - 26} 104 Q ${x} 62 ${x + 26} 104 Z`} fill={p.accent} />
          <ellipse cx={x} cy={110} rx={40} ry={16} fill="#fde68a" opacity={0.35} />
          <rect x={x - 60} y={214} width={120} height={12} rx={4} fill="#92400e" />
          <rect x={x - 6} y={226} width={12} height={60} fill="#78350f" />
          <circle cx={x - 24} cy={206} r={8} fill="#ffffff" />
          <rect x={x + 12} y={186} width={6} height={26} rx={2} fill={p.primarySoft} />
        </g>
      ))}
    </g>
  );
}

function House({ p, v }: { p: P; v: number }) {
  const walls = ["#ffffff", "#f8fafc", "#e2e8f0", "#bfdbfe", "#fed7aa", "#fef3c7"];
  const roofs = [p.primary, p.text, "#475569", p.primary, "#7c2d12", "#334155"];
  const wall = pick(walls, v);
  const roof = pick(roofs, v);
  const tall = v === 2 || v === 5 || v === 0;
  const top = tall ? 110 : 160;
  const left = v === 5 ? 180 : 120;
  const width = v === 5 ? 130 : 240;
  return (
    <g>
      <rect width={480} height={360} fill={p.surface} />
      <circle cx={400} cy={70} r={30} fill={p.accent} opacity={0.35} />
      <rect y={300} width={480} height={60} fill={p.primarySoft} />
      <circle cx={70} cy={210} r={56} fill={p.primary} opacity={0.75} />
      <rect x={64} y={240} width={12} height={64} fill={p.text} />
      <rect x={left} y={top} width={width} height={300 - top} fill={wall} stroke={p.text} strokeWidth={2} />
      <polygon
        points={`${left - 16},${top + 2} ${left + width / 2},${top - 70} ${left + width + 16},${top + 2}`}
        fill={roof}
      />
      <rect x={left + width / 2 - 20} y={242} width={40} height={58} rx={3} fill={p.accent} />
      {[0.14, 0.7].map((fx) => (
        <rect
          key={fx}
          x={left + width * fx}
          y={top + 26}
          width={width * 0.18}
          height={42}
          rx={3}
          fill={p.primarySoft}
          stroke={p.text}
          strokeWidth={2}
        />
      ))}
      {tall ? (
        <rect
          x={left + width * 0.41}
          y={top + 26}
          width={width * 0.18}
          height={42}
          rx={3}
          fill={p.primarySoft}
          stroke={p.text}
          strokeWidth={2}
        />
      ) : null}
      <rect x={left - 6} y={296} width={width + 12} height={8} fill={p.text} opacity={0.6} />
    </g>
  );
}

function Stones({ p }: { p: P }) {
  return (
    <g>
      <rect width={480} height={360} fill={p.surface} />
      <circle cx={330} cy={120} r={90} fill={p.primarySoft} opacity={0.6} />
      <ellipse cx={220} cy={300} rx={190} ry={22} fill={p.muted} opacity={0.5} />
      <ellipse cx={220} cy={270} rx={110} ry={32} fill={p.text} />
      <ellipse cx={220} cy={216} rx={84} ry={26} fill={p.primary} />
      <ellipse cx={220} cy={170} rx={60} ry={22} fill={p.accent} />
      <ellipse cx={220} cy={132} rx={38} ry={16} fill={p.muted} />
      <path d="M 360 300 C 350 220 370 140 400 70" stroke={p.primary} strokeWidth={5} fill="none" />
      {[0, 1, 2, 3, 4].map((index) => (
        <ellipse
          key={index}
          cx={index % 2 ? 398 - index * 4 : 356 + index * 6}
          cy={250 - index * 40}
          rx={20}
          ry={12}
          fill={p.primary}
          opacity={0.8}
        />
      ))}
    </g>
  );
}

function Leaf({ p, v }: { p: P; v: number }) {
  if (v === 1) {
    return (
      <g>
        <rect width={480} height={360} fill={p.surface} />
        <rect x={60} y={190} width={220} height={110} rx={24} fill="#ffffff" />
        <path d="M 60 230 Q 170 200 280 230" stroke={p.muted} strokeWidth={6} fill="none" />
        <path d="M 60 262 Q 170 236 280 262" stroke={p.muted} strokeWidth={6} fill="none" />
        <rect x={320} y={200} width={90} height={90} rx={20} fill={p.primary} />
        <path d="M 410 220 q 34 10 0 44" stroke={p.primary} strokeWidth={10} fill="none" />
        <ellipse cx={365} cy={204} rx={45} ry={10} fill={p.accent} />
        <path
          d="M 350 180 q 10 -20 0 -40 M 378 180 q 10 -20 0 -40"
          stroke={p.muted}
          strokeWidth={4}
          fill="none"
        />
        <rect y={300} width={480} height={60} fill={p.primarySoft} />
      </g>
    );
  }
  return (
    <g>
      <rect width={480} height={360} fill={p.surface} />
      <path d="M 200 300 Q 170 230 210 190 L 270 190 Q 310 230 280 300 Z" fill={p.accent} />
      {[
        [240, 190, 160, 60],
        [240, 190, 320, 50],
        [240, 190, 200, 30],
        [240, 190, 290, 24],
        [240, 190, 130, 120],
        [240, 190, 350, 110],
      ].map(([x1, y1, x2, y2]) => (
        <g key={`${x2}-${y2}`}>
          <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={p.primary} strokeWidth={3} />
          {[0.35, 0.6, 0.85].map((t) => (
            <ellipse
              key={t}
              cx={(x1 ?? 0) + ((x2 ?? 0) - (x1 ?? 0)) * t}
              cy={(y1 ?? 0) + ((y2 ?? 0) - (y1 ?? 0)) * t}
              rx={14}
              ry={9}
              fill={p.primary}
              opacity={0.85}
            />
          ))}
        </g>
      ))}
      <rect y={300} width={480} height={60} fill={p.muted} opacity={0.6} />
    </g>
  );
}

function Columns({ p, v }: { p: P; v: number }) {
  return (
    <g>
      <rect width={480} height={360} fill={v ? p.text : p.surface} />
      <circle cx={390} cy={80} r={34} fill={p.accent} opacity={v ? 0.9 : 0.5} />
      <polygon points="90,130 240,60 390,130" fill={v ? p.primarySoft : p.primary} />
      <rect x={84} y={130} width={312} height={16} fill={p.accent} />
      {[0, 1, 2, 3].map((index) => (
        <g key={index}>
          <rect x={112 + index * 74} y={154} width={36} height={118} fill="#ffffff" />
          <rect x={106 + index * 74} y={146} width={48} height={10} fill="#e5e7eb" />
          <rect x={106 + index * 74} y={270} width={48} height={10} fill="#e5e7eb" />
        </g>
      ))}
      <rect x={76} y={280} width={328} height={16} fill={v ? p.primarySoft : p.primary} />
      <rect x={60} y={296} width={360} height={16} fill={v ? p.muted : p.text} />
    </g>
  );
}

function Portrait({ p, v }: { p: P; v: number }) {
  const backgrounds = [p.surface, p.primarySoft, p.muted];
  return (
    <g>
      <rect width={480} height={360} fill={pick(backgrounds, v)} />
      <circle cx={240} cy={170} r={150} fill="#ffffff" opacity={0.35} />
      <Person x={240} y={70} s={2.6} i={v} shirt={v % 2 ? p.primary : p.text} />
      <path d="M 222 196 L 240 236 L 258 196 Z" fill="#ffffff" opacity={0.9} />
    </g>
  );
}

function Bag({ p, v }: { p: P; v: number }) {
  if (v === 1) {
    return (
      <g>
        <rect width={480} height={360} fill={p.surface} />
        <rect x={140} y={150} width={200} height={150} rx={10} fill={p.primary} />
        <rect x={126} y={120} width={228} height={44} rx={10} fill={p.primary} />
        <rect x={228} y={120} width={24} height={180} fill={p.accent} />
        <path d="M 240 120 C 190 60 160 100 240 120 C 320 100 290 60 240 120 Z" fill={p.accent} />
        <rect y={300} width={480} height={60} fill={p.primarySoft} />
      </g>
    );
  }
  return (
    <g>
      <rect width={480} height={360} fill={v ? p.primarySoft : p.surface} />
      <circle cx={360} cy={110} r={80} fill="#ffffff" opacity={0.5} />
      <rect y={292} width={480} height={68} fill={v ? p.primary : p.primarySoft} />
      <path d="M 140 130 C 140 60 240 60 240 130" stroke={p.text} strokeWidth={10} fill="none" />
      <rect x={100} y={130} width={180} height={170} rx={12} fill={p.primary} />
      <circle cx={190} cy={200} r={28} fill={p.accent} />
      <path d="M 320 300 Q 296 230 330 180 L 370 180 Q 404 230 380 300 Z" fill={p.accent} />
      <rect x={334} y={150} width={32} height={34} rx={6} fill={p.accent} />
      <rect x={400} y={240} width={50} height={60} rx={8} fill="#ffffff" />
      <path d="M 425 240 q -6 -16 0 -24 q 6 8 0 24" fill="#f59e0b" />
    </g>
  );
}

function Product({ p, v }: { p: P; v: number }) {
  const tint = pick(warm, v);
  const item = v % 8;
  return (
    <g>
      <rect width={480} height={360} fill={v % 2 ? p.surface : p.primarySoft} />
      <ellipse cx={240} cy={300} rx={150} ry={18} fill={p.text} opacity={0.12} />
      {item === 0 ? (
        <g>
          <rect x={170} y={130} width={130} height={170} rx={16} fill="#f5f5f4" />
          <path d="M 300 170 q 60 10 0 80" stroke="#f5f5f4" strokeWidth={18} fill="none" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <circle key={i} cx={190 + ((i * 37) % 100)} cy={160 + ((i * 53) % 120)} r={3} fill="#57534e" />
          ))}
        </g>
      ) : item === 1 || item === 5 ? (
        <g>
          <rect
            x={180}
            y={item === 5 ? 210 : 130}
            width={120}
            height={item === 5 ? 90 : 170}
            rx={item === 5 ? 12 : 20}
            fill={item === 5 ? "#e7e5e4" : "#b45309"}
          />
          <rect x={196} y={item === 5 ? 240 : 190} width={88} height={36} rx={4} fill="#ffffff" />
          <rect x={238} y={item === 5 ? 186 : 106} width={4} height={26} fill="#292524" />
          <path d={`M 240 ${item === 5 ? 186 : 106} q -12 -24 0 -40 q 12 16 0 40`} fill="#f59e0b" />
        </g>
      ) : item === 2 || item === 6 ? (
        <g>
          <path d="M 180 220 L 300 220 L 286 300 L 194 300 Z" fill={tint} />
          {(item === 2 ? [-30, -10, 10, 30] : [-40, 0, 40]).map((dx) => (
            <path
              key={dx}
              d={
                item === 2
                  ? `M ${240 + dx} 220 Q ${236 + dx} 150 ${240 + dx * 1.6} 80 Q ${250 + dx} 150 ${248 + dx} 220 Z`
                  : `M ${240 + dx} 220 m -22 0 a 22 22 0 1 1 44 0 Z`
              }
              fill={item === 2 ? "#15803d" : "#4d7c0f"}
            />
          ))}
        </g>
      ) : item === 3 || item === 7 ? (
        <g>
          <rect x={120} y={150} width={240} height={130} rx={8} fill="#fafaf9" />
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x={120}
              y={166 + i * 28}
              width={240}
              height={10}
              fill={i % 2 ? tint : p.primary}
              opacity={0.8}
            />
          ))}
        </g>
      ) : (
        <g>
          <path
            d="M 220 90 L 260 90 L 262 130 Q 310 180 290 300 L 190 300 Q 170 180 218 130 Z"
            fill={p.primary}
          />
          <path d="M 200 200 Q 240 220 282 200" stroke={p.accent} strokeWidth={8} fill="none" />
        </g>
      )}
    </g>
  );
}

/** One demo illustration with its alt text (role img) and explicit size. */
function DemoArtSvg({
  art,
  palette,
  width = DEMO_ART_WIDTH,
  height = DEMO_ART_HEIGHT,
  className,
}: {
  art: DemoArtSpec;
  palette: P;
  width?: number;
  height?: number;
  className?: string;
}) {
  const v = art.variant ?? 0;
  const p = palette;
  let drawing: React.ReactElement;
  switch (art.kind) {
    case "skyline":
      drawing = <Skyline p={p} />;
      break;
    case "crew":
      drawing = <Crew p={p} v={v} />;
      break;
    case "plate":
      drawing = <Plate p={p} v={v} />;
      break;
    case "dining":
      drawing = <Dining p={p} v={v} />;
      break;
    case "house":
      drawing = <House p={p} v={v} />;
      break;
    case "stones":
      drawing = <Stones p={p} />;
      break;
    case "leaf":
      drawing = <Leaf p={p} v={v} />;
      break;
    case "columns":
      drawing = <Columns p={p} v={v} />;
      break;
    case "portrait":
      drawing = <Portrait p={p} v={v} />;
      break;
    case "bag":
      drawing = <Bag p={p} v={v} />;
      break;
    case "product":
      drawing = <Product p={p} v={v} />;
      break;
  }
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${DEMO_ART_WIDTH} ${DEMO_ART_HEIGHT}`}
      role="img"
      aria-label={art.alt}
      className={cn("block h-auto w-full", className)}
    >
      {drawing}
    </svg>
  );
}

export const DemoArt = artFile("demo-art", DemoArtSvg);
