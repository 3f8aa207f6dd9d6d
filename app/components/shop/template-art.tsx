import { useId } from "react";
import type {
  Template,
  TemplateImage,
  TemplateMotif,
  TemplatePalette,
  TemplateView,
} from "~/content/templates";
import { cn } from "~/lib/utils";
import { artFile } from "~/lib/art-file";

/**
 * Original artwork: stylized screenshots of each template's design, drawn from the
 * template's palette and motif. Every view is 640×400 (16:10).
 */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 400;

type P = TemplatePalette;

function Bar({
  x,
  y,
  w,
  h = 8,
  fill,
  opacity,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  fill: string;
  opacity?: number;
}) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} opacity={opacity} />;
}

/** The template's hero picture: a motif on a soft panel. */
function Motif({
  motif,
  p,
  x,
  y,
  w,
  h,
}: {
  motif: TemplateMotif;
  p: P;
  x: number;
  y: number;
  w: number;
  h: number;
}) {
  const cx = x + w / 2;
  const base = y + h;
  switch (motif) {
    case "skyline": {
      const buildings = [
        [0.08, 0.45],
        [0.22, 0.7],
        [0.38, 0.55],
        [0.52, 0.85],
        [0.68, 0.62],
        [0.82, 0.4],
      ];
      return (
        <g>
          <circle cx={x + w * 0.78} cy={y + h * 0.25} r={h * 0.12} fill={p.accent} opacity={0.85} />
          {buildings.map(([fx, fh], index) => {
            const bw = w * 0.13;
            const bh = h * fh * 0.85;
            const bx = x + w * fx;
            return (
              <g key={fx}>
                <rect
                  x={bx}
                  y={base - bh}
                  width={bw}
                  height={bh}
                  rx={3}
                  fill={index % 2 ? p.primary : p.primarySoft}
                />
                {Array.from({ length: Math.floor(bh / 18) }, (_, row) => (
                  <g key={row}>
                    <rect
                      x={bx + bw * 0.2}
                      y={base - bh + 8 + row * 18}
                      width={bw * 0.2}
                      height={7}
                      fill={index % 2 ? p.primarySoft : p.primary}
                      opacity={0.6}
                    />
                    <rect
                      x={bx + bw * 0.6}
                      y={base - bh + 8 + row * 18}
                      width={bw * 0.2}
                      height={7}
                      fill={index % 2 ? p.primarySoft : p.primary}
                      opacity={0.6}
                    />
                  </g>
                ))}
              </g>
            );
          })}
        </g>
      );
    }
    case "plate": {
      const r = Math.min(w, h) * 0.36;
      const cy = y + h / 2;
      return (
        <g>
          <rect x={cx - r * 1.65} y={cy - r * 0.9} width={6} height={r * 1.8} rx={3} fill={p.muted} />
          <rect x={cx + r * 1.5} y={cy - r * 0.9} width={8} height={r * 1.8} rx={4} fill={p.muted} />
          <circle cx={cx} cy={cy} r={r} fill="#ffffff" />
          <circle cx={cx} cy={cy} r={r * 0.72} fill="none" stroke={p.muted} strokeWidth={2} />
          <ellipse cx={cx - r * 0.15} cy={cy + r * 0.05} rx={r * 0.42} ry={r * 0.3} fill={p.primary} />
          <circle cx={cx + r * 0.3} cy={cy - r * 0.22} r={r * 0.18} fill={p.accent} />
          <circle cx={cx + r * 0.12} cy={cy + r * 0.32} r={r * 0.12} fill="#65a30d" />
          <circle cx={cx - r * 0.38} cy={cy - r * 0.25} r={r * 0.09} fill="#65a30d" />
        </g>
      );
    }
    case "house": {
      const hw = w * 0.46;
      const hx = cx - hw / 2;
      const wallTop = y + h * 0.42;
      return (
        <g>
          <circle cx={x + w * 0.16} cy={base - h * 0.3} r={h * 0.17} fill={p.primarySoft} />
          <rect x={x + w * 0.155} y={base - h * 0.2} width={5} height={h * 0.2} fill={p.primary} />
          <rect x={hx} y={wallTop} width={hw} height={base - wallTop} fill="#ffffff" />
          <polygon
            points={`${hx - 12},${wallTop + 2} ${cx},${y + h * 0.1} ${hx + hw + 12},${wallTop + 2}`}
            fill={p.primary}
          />
          <rect
            x={cx - hw * 0.1}
            y={base - h * 0.3}
            width={hw * 0.2}
            height={h * 0.3}
            rx={2}
            fill={p.accent}
          />
          <rect
            x={hx + hw * 0.1}
            y={wallTop + h * 0.1}
            width={hw * 0.22}
            height={h * 0.16}
            rx={2}
            fill={p.primarySoft}
          />
          <rect
            x={hx + hw * 0.68}
            y={wallTop + h * 0.1}
            width={hw * 0.22}
            height={h * 0.16}
            rx={2}
            fill={p.primarySoft}
          />
        </g>
      );
    }
    case "leaf": {
      const s = Math.min(w, h);
      return (
        <g>
          <ellipse cx={cx} cy={base - s * 0.1} rx={s * 0.36} ry={s * 0.1} fill={p.muted} />
          <ellipse cx={cx} cy={base - s * 0.25} rx={s * 0.27} ry={s * 0.085} fill={p.accent} opacity={0.8} />
          <ellipse cx={cx} cy={base - s * 0.37} rx={s * 0.18} ry={s * 0.065} fill={p.primarySoft} />
          <path
            d={`M ${cx} ${base - s * 0.44} C ${cx - s * 0.05} ${y + s * 0.2}, ${cx - s * 0.3} ${y + s * 0.12}, ${cx - s * 0.34} ${y + s * 0.06} C ${cx - s * 0.2} ${y + s * 0.3}, ${cx - s * 0.05} ${y + s * 0.32}, ${cx} ${base - s * 0.44} Z`}
            fill={p.primary}
          />
          <path
            d={`M ${cx} ${base - s * 0.44} C ${cx + s * 0.05} ${y + s * 0.22}, ${cx + s * 0.25} ${y + s * 0.1}, ${cx + s * 0.3} ${y + s * 0.02} C ${cx + s * 0.2} ${y + s * 0.28}, ${cx + s * 0.06} ${y + s * 0.34}, ${cx} ${base - s * 0.44} Z`}
            fill={p.primary}
            opacity={0.7}
          />
        </g>
      );
    }
    case "columns": {
      const cw = w * 0.6;
      const left = cx - cw / 2;
      const top = y + h * 0.3;
      return (
        <g>
          <polygon
            points={`${left - 8},${top} ${cx},${y + h * 0.08} ${left + cw + 8},${top}`}
            fill={p.primary}
          />
          <rect x={left - 8} y={top} width={cw + 16} height={8} fill={p.accent} />
          {[0, 1, 2, 3].map((index) => (
            <rect
              key={index}
              x={left + 6 + index * ((cw - 30) / 3)}
              y={top + 14}
              width={18}
              height={Math.max(4, base - top - 34)}
              rx={2}
              fill={p.primarySoft}
            />
          ))}
          <rect x={left - 12} y={base - 20} width={cw + 24} height={10} fill={p.primary} />
          <rect x={left - 20} y={base - 10} width={cw + 40} height={10} fill={p.primary} opacity={0.8} />
        </g>
      );
    }
    case "bag": {
      const bw = w * 0.34;
      const bh = h * 0.55;
      const bx = cx - bw / 2 - w * 0.06;
      const by = base - bh - h * 0.08;
      return (
        <g>
          <rect
            x={cx + w * 0.1}
            y={base - h * 0.38}
            width={w * 0.2}
            height={h * 0.3}
            rx={6}
            fill={p.primarySoft}
          />
          <rect
            x={cx + w * 0.14}
            y={base - h * 0.52}
            width={w * 0.13}
            height={h * 0.15}
            rx={5}
            fill={p.accent}
            opacity={0.8}
          />
          <path
            d={`M ${bx + bw * 0.28} ${by} C ${bx + bw * 0.28} ${by - h * 0.2}, ${bx + bw * 0.72} ${by - h * 0.2}, ${bx + bw * 0.72} ${by}`}
            fill="none"
            stroke={p.primary}
            strokeWidth={6}
            strokeLinecap="round"
          />
          <rect x={bx} y={by} width={bw} height={bh} rx={8} fill={p.primary} />
          <circle cx={bx + bw * 0.5} cy={by + bh * 0.45} r={bw * 0.16} fill={p.accent} />
        </g>
      );
    }
  }
}

function BrowserFrame({ p, name, children }: { p: P; name: string; children: React.ReactNode }) {
  return (
    <g>
      <rect x={0} y={0} width={640} height={400} rx={14} fill={p.page} />
      <rect x={0} y={0} width={640} height={26} fill="#e2e8f0" />
      <circle cx={16} cy={13} r={4} fill="#f87171" />
      <circle cx={30} cy={13} r={4} fill="#fbbf24" />
      <circle cx={44} cy={13} r={4} fill="#34d399" />
      <rect x={200} y={6} width={240} height={14} rx={7} fill="#ffffff" />
      <text
        x={320}
        y={16.5}
        textAnchor="middle"
        fontSize={9}
        fill="#64748b"
        fontFamily="Inter Variable, sans-serif"
      >
        {`${name.toLowerCase().replace(/[^a-z]+/g, "")}.example`}
      </text>
      {children}
    </g>
  );
}

function Nav({ p, name, y = 26 }: { p: P; name: string; y?: number }) {
  return (
    <g>
      <rect x={0} y={y} width={640} height={40} fill={p.primary} />
      <circle cx={28} cy={y + 20} r={9} fill={p.accent} />
      <text
        x={44}
        y={y + 24.5}
        fontSize={13}
        fontWeight={700}
        fill="#ffffff"
        fontFamily="Plus Jakarta Sans Variable, sans-serif"
      >
        {name}
      </text>
      {[0, 1, 2, 3].map((index) => (
        <Bar key={index} x={330 + index * 58} y={y + 17} w={40} h={6} fill="#ffffff" opacity={0.7} />
      ))}
      <rect x={566} y={y + 10} width={62} height={20} rx={10} fill={p.accent} />
    </g>
  );
}

function HomeView({ t }: { t: Template }) {
  const p = t.palette;
  return (
    <BrowserFrame p={p} name={t.name}>
      <Nav p={p} name={t.name} />
      <Bar x={36} y={104} w={90} h={7} fill={p.accent} />
      <Bar x={36} y={122} w={250} h={18} fill={p.text} />
      <Bar x={36} y={148} w={200} h={18} fill={p.text} />
      <Bar x={36} y={180} w={240} h={6} fill={p.muted} />
      <Bar x={36} y={194} w={220} h={6} fill={p.muted} />
      <Bar x={36} y={208} w={160} h={6} fill={p.muted} />
      <rect x={36} y={230} width={104} height={30} rx={8} fill={p.accent} />
      <rect x={150} y={230} width={92} height={30} rx={8} fill="none" stroke={p.primary} strokeWidth={2} />
      <rect x={330} y={88} width={276} height={186} rx={16} fill={p.surface} />
      <Motif motif={t.motif} p={p} x={350} y={104} w={236} h={160} />
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <rect
            x={36 + index * 194}
            y={296}
            width={180}
            height={88}
            rx={12}
            fill="#ffffff"
            stroke={p.surface}
            strokeWidth={2}
          />
          <circle cx={60 + index * 194} cy={322} r={12} fill={p.primarySoft} />
          <Bar x={80 + index * 194} y={318} w={90} h={8} fill={p.text} />
          <Bar x={50 + index * 194} y={346} w={140} h={5} fill={p.muted} />
          <Bar x={50 + index * 194} y={358} w={110} h={5} fill={p.muted} />
        </g>
      ))}
    </BrowserFrame>
  );
}

function GridView({ t }: { t: Template }) {
  const p = t.palette;
  return (
    <BrowserFrame p={p} name={t.name}>
      <Nav p={p} name={t.name} />
      <Bar x={275} y={86} w={90} h={7} fill={p.accent} />
      <Bar x={220} y={102} w={200} h={14} fill={p.text} />
      {Array.from({ length: 6 }, (_, index) => {
        const col = index % 3;
        const row = Math.floor(index / 3);
        const x = 36 + col * 194;
        const y = 132 + row * 132;
        return (
          <g key={index}>
            <rect
              x={x}
              y={y}
              width={180}
              height={120}
              rx={12}
              fill="#ffffff"
              stroke={p.surface}
              strokeWidth={2}
            />
            <rect
              x={x + 8}
              y={y + 8}
              width={164}
              height={54}
              rx={8}
              fill={index % 2 ? p.primarySoft : p.surface}
            />
            <Motif motif={t.motif} p={p} x={x + 58} y={y + 12} w={64} h={46} />
            <Bar x={x + 12} y={y + 72} w={96} h={8} fill={p.text} />
            <Bar x={x + 12} y={y + 88} w={140} h={5} fill={p.muted} />
            <rect x={x + 12} y={y + 100} width={48} height={12} rx={6} fill={p.accent} />
            <Bar x={x + 124} y={y + 102} w={44} h={8} fill={p.primary} />
          </g>
        );
      })}
    </BrowserFrame>
  );
}

function SplitView({ t }: { t: Template }) {
  const p = t.palette;
  return (
    <BrowserFrame p={p} name={t.name}>
      <Nav p={p} name={t.name} />
      <rect x={36} y={88} width={270} height={288} rx={16} fill={p.surface} />
      <Motif motif={t.motif} p={p} x={56} y={130} w={230} h={200} />
      <Bar x={336} y={96} w={80} h={7} fill={p.accent} />
      <Bar x={336} y={112} w={220} h={16} fill={p.text} />
      <Bar x={336} y={138} w={250} h={6} fill={p.muted} />
      <Bar x={336} y={151} w={200} h={6} fill={p.muted} />
      {Array.from({ length: 5 }, (_, index) => {
        const y = 176 + index * 38;
        return (
          <g key={index}>
            <line x1={336} x2={604} y1={y + 30} y2={y + 30} stroke={p.surface} strokeWidth={2} />
            <circle cx={344} cy={y + 12} r={6} fill={p.accent} />
            <Bar x={358} y={y + 6} w={120 - (index % 3) * 18} h={8} fill={p.text} />
            <Bar x={358} y={y + 19} w={160} h={5} fill={p.muted} />
            <Bar x={560} y={y + 6} w={44} h={9} fill={p.primary} />
          </g>
        );
      })}
    </BrowserFrame>
  );
}

function FormView({ t }: { t: Template }) {
  const p = t.palette;
  return (
    <BrowserFrame p={p} name={t.name}>
      <Nav p={p} name={t.name} />
      <Bar x={36} y={104} w={80} h={7} fill={p.accent} />
      <Bar x={36} y={120} w={220} h={16} fill={p.text} />
      <Bar x={36} y={144} w={190} h={16} fill={p.text} />
      <Bar x={36} y={176} w={230} h={6} fill={p.muted} />
      <Bar x={36} y={189} w={200} h={6} fill={p.muted} />
      <rect x={36} y={220} width={230} height={140} rx={14} fill={p.surface} />
      <Motif motif={t.motif} p={p} x={66} y={232} w={170} h={118} />
      <rect
        x={300}
        y={88}
        width={304}
        height={288}
        rx={16}
        fill="#ffffff"
        stroke={p.surface}
        strokeWidth={3}
      />
      <Bar x={324} y={110} w={140} h={12} fill={p.text} />
      {[0, 1, 2, 3].map((index) => {
        const half = index < 2;
        const x = half ? 324 + index * 134 : 324;
        const y = half ? 140 : 140 + (index - 1) * 58;
        const w = half ? 122 : 256;
        return (
          <g key={index}>
            <Bar x={x} y={y} w={60} h={6} fill={p.muted} />
            <rect
              x={x}
              y={y + 12}
              width={w}
              height={30}
              rx={7}
              fill={p.page}
              stroke={p.primarySoft}
              strokeWidth={2}
            />
          </g>
        );
      })}
      <rect x={324} y={316} width={256} height={38} rx={9} fill={p.accent} />
      <Bar x={408} y={331} w={88} h={8} fill="#ffffff" />
    </BrowserFrame>
  );
}

function MobileView({ t }: { t: Template }) {
  const p = t.palette;
  const px = 230;
  const py = 18;
  return (
    <g>
      <rect x={0} y={0} width={640} height={400} rx={14} fill={p.surface} />
      <circle cx={110} cy={90} r={70} fill={p.primarySoft} opacity={0.6} />
      <circle cx={540} cy={320} r={90} fill={p.primarySoft} opacity={0.5} />
      <rect x={px} y={py} width={180} height={364} rx={26} fill={p.text} />
      <rect x={px + 8} y={py + 8} width={164} height={348} rx={20} fill={p.page} />
      <rect x={px + 64} y={py + 14} width={52} height={8} rx={4} fill={p.text} />
      <rect x={px + 8} y={py + 30} width={164} height={30} fill={p.primary} />
      <circle cx={px + 24} cy={py + 45} r={6} fill={p.accent} />
      <Bar x={px + 36} y={py + 41} w={56} h={7} fill="#ffffff" />
      <Bar x={px + 144} y={py + 38} w={16} h={3} fill="#ffffff" />
      <Bar x={px + 144} y={py + 44} w={16} h={3} fill="#ffffff" />
      <Bar x={px + 144} y={py + 50} w={16} h={3} fill="#ffffff" />
      <rect x={px + 18} y={py + 70} width={144} height={96} rx={12} fill={p.surface} />
      <Motif motif={t.motif} p={p} x={px + 28} y={py + 76} w={124} h={84} />
      <Bar x={px + 18} y={py + 180} w={120} h={12} fill={p.text} />
      <Bar x={px + 18} y={py + 198} w={96} h={12} fill={p.text} />
      <Bar x={px + 18} y={py + 220} w={140} h={5} fill={p.muted} />
      <Bar x={px + 18} y={py + 231} w={120} h={5} fill={p.muted} />
      <rect x={px + 18} y={py + 250} width={144} height={28} rx={8} fill={p.accent} />
      <rect
        x={px + 18}
        y={py + 286}
        width={144}
        height={28}
        rx={8}
        fill="none"
        stroke={p.primary}
        strokeWidth={2}
      />
      <rect x={px + 18} y={py + 322} width={144} height={24} rx={8} fill={p.surface} />
    </g>
  );
}

function MapView({ t }: { t: Template }) {
  const p = t.palette;
  const pins = [
    [300, 140],
    [380, 200],
    [270, 250],
    [420, 300],
    [350, 320],
  ];
  return (
    <BrowserFrame p={p} name={t.name}>
      <Nav p={p} name={t.name} />
      <rect
        x={20}
        y={80}
        width={150}
        height={304}
        rx={12}
        fill="#ffffff"
        stroke={p.surface}
        strokeWidth={2}
      />
      <Bar x={34} y={96} w={80} h={9} fill={p.text} />
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <Bar x={34} y={122 + index * 50} w={50} h={5} fill={p.muted} />
          <rect
            x={34}
            y={132 + index * 50}
            width={122}
            height={24}
            rx={6}
            fill={p.page}
            stroke={p.primarySoft}
            strokeWidth={2}
          />
        </g>
      ))}
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <rect
            x={34}
            y={284 + index * 20}
            width={12}
            height={12}
            rx={3}
            fill={index === 0 ? p.primary : p.surface}
          />
          <Bar x={54} y={287 + index * 20} w={70} h={6} fill={p.muted} />
        </g>
      ))}
      <rect x={182} y={80} width={270} height={304} rx={12} fill={p.surface} />
      <path d="M 182 180 C 260 170, 320 230, 452 210" stroke="#ffffff" strokeWidth={10} fill="none" />
      <path d="M 300 80 C 290 180, 340 280, 320 384" stroke="#ffffff" strokeWidth={8} fill="none" />
      <path d="M 182 320 L 452 290" stroke="#ffffff" strokeWidth={6} fill="none" />
      <rect x={370} y={100} width={60} height={50} rx={10} fill={p.primarySoft} />
      <rect x={200} y={260} width={50} height={44} rx={10} fill={p.primarySoft} />
      {pins.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <rect x={x - 24} y={y - 24} width={48} height={18} rx={9} fill={p.accent} />
          <polygon points={`${x - 5},${y - 7} ${x + 5},${y - 7} ${x},${y}`} fill={p.accent} />
          <Bar x={x - 14} y={y - 18} w={28} h={5} fill="#ffffff" />
        </g>
      ))}
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <rect
            x={464}
            y={80 + index * 104}
            width={156}
            height={94}
            rx={12}
            fill="#ffffff"
            stroke={p.surface}
            strokeWidth={2}
          />
          <rect x={472} y={88 + index * 104} width={54} height={78} rx={8} fill={p.primarySoft} />
          <Bar x={534} y={96 + index * 104} w={70} h={9} fill={p.primary} />
          <Bar x={534} y={114 + index * 104} w={76} h={5} fill={p.muted} />
          <Bar x={534} y={126 + index * 104} w={56} h={5} fill={p.muted} />
          <Bar x={534} y={146 + index * 104} w={40} h={7} fill={p.accent} />
        </g>
      ))}
    </BrowserFrame>
  );
}

const views: Record<TemplateView, (props: { t: Template }) => React.ReactElement> = {
  home: HomeView,
  grid: GridView,
  split: SplitView,
  form: FormView,
  mobile: MobileView,
  map: MapView,
};

/** One picture of a template. Decorative copies (thumbnails beside a caption) pass `decorative`. */
function TemplateArtSvg({
  template,
  image = template.image,
  width = ART_WIDTH,
  height = ART_HEIGHT,
  className,
  decorative = false,
}: {
  template: Template;
  image?: TemplateImage;
  width?: number;
  height?: number;
  className?: string;
  decorative?: boolean;
}) {
  const clipId = useId();
  const View = views[image.view];
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${ART_WIDTH} ${ART_HEIGHT}`}
      className={cn("block h-auto w-full", className)}
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": image.alt })}
      data-view={image.view}
    >
      <clipPath id={clipId}>
        <rect width={ART_WIDTH} height={ART_HEIGHT} rx={14} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <View t={template} />
      </g>
    </svg>
  );
}

export const TemplateArt = artFile("template-art", TemplateArtSvg);
