/**
 * Card renderer: a title in the site's display font over generated artwork, as PNG (satori lays
 * it out to SVG, @resvg/resvg-js rasterizes it). Used for Open Graph images and hero artwork.
 * Fonts are the latin .woff files of @fontsource (satori cannot read woff2), resolved from
 * node_modules at run time so this works from the dev server, the server bundle and scripts.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { cardPalettes, cardTextReplacements, categoryPalette, type Palette } from "~/content/card-art";

export type CardOptions = {
  title: string;
  /** Small uppercase line above the title (e.g. "Case study", "Marketing Hub"). */
  eyebrow?: string;
  /** Chooses the palette; any string works, unknown ones get a stable palette from a hash. */
  category?: string;
  width: number;
  height: number;
};

export function paletteFor(category: string | undefined): Palette {
  if (!category) return cardPalettes.brand;
  const key = category.trim().toLowerCase();
  const named = categoryPalette[key];
  if (named) return cardPalettes[named];
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const names = Object.keys(cardPalettes) as (keyof typeof cardPalettes)[];
  return cardPalettes[names[hash % names.length]];
}

/**
 * The fontsource "latin" subset covers Basic Latin, Latin-1, general punctuation and a few
 * symbols. Anything else (arrows, emoji, other scripts) would render as nothing or tofu, so it is
 * mapped to a close ASCII form or dropped; accented letters outside Latin-1 lose their accents.
 */
const COVERED_BEYOND_LATIN_1 = new Set([0x131, 0x152, 0x153, 0x20ac, 0x2122, 0x2212]);

export function toRenderableText(text: string): string {
  const covered = (code: number) =>
    code <= 0xff || COVERED_BEYOND_LATIN_1.has(code) || (code >= 0x2000 && code <= 0x206f);
  let out = "";
  for (const char of text) {
    if (covered(char.codePointAt(0) ?? 0)) out += char;
    else if (char in cardTextReplacements) out += cardTextReplacements[char];
    else {
      const stripped = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      if ([...stripped].every((c) => covered(c.codePointAt(0) ?? 0))) out += stripped;
    }
  }
  return out.replace(/\s+/g, " ").trim();
}

type Font = { name: string; data: Buffer; weight: 600 | 800; style: "normal" };
let fontsCache: Font[] | undefined;

function loadFonts(): Font[] {
  const require = createRequire(import.meta.url);
  const font = (name: string, pkg: string, weight: 600 | 800): Font => {
    const data = readFileSync(require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff`));
    return { name, data, weight, style: "normal" };
  };
  fontsCache ??= [font("Plus Jakarta Sans", "plus-jakarta-sans", 800), font("Inter", "inter", 600)];
  return fontsCache;
}

/** A satori element: a plain object instead of JSX keeps this file free of React. */
type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };

const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

function titleSize(title: string, scale: number, width: number): number {
  const length = title.length;
  const base = length <= 32 ? 76 : length <= 56 ? 64 : length <= 90 ? 52 : 44;
  // Narrow cards (portrait or square) need smaller type for the same title.
  const aspect = Math.min(1, width / (1200 * scale));
  return Math.round(base * scale * (0.7 + 0.3 * aspect));
}

function cardTree(options: CardOptions): Node {
  const { width, height } = options;
  const palette = paletteFor(options.category);
  const scale = Math.min(width / 1200, height / 630);
  const px = (value: number) => Math.round(value * scale);
  const pad = px(72);
  const title = toRenderableText(options.title) || "Hearthstone Digital";
  const eyebrow = options.eyebrow ? toRenderableText(options.eyebrow) : "";
  const circle = (size: number, style: Record<string, unknown>) =>
    h("div", { position: "absolute", width: size, height: size, borderRadius: size, ...style });
  const ring = (size: number, right: number, top: number, border: number, opacity: number) =>
    circle(px(size), {
      right: px(right),
      top: px(top),
      border: `${border}px solid ${palette.glow}`,
      opacity,
    });
  const brand = { fontFamily: "Plus Jakarta Sans", fontWeight: 800 };
  // A stylized hearth: a house outline (square rotated into a roof) with a flame-colored dot.
  const house = h(
    "div",
    {
      position: "absolute",
      right: px(150),
      top: px(150),
      width: px(220),
      height: px(220),
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      border: `${Math.max(2, px(10))}px solid ${palette.accent}`,
      borderRadius: px(28),
      transform: "rotate(45deg)",
      opacity: 0.22,
    },
    h("div", { width: px(70), height: px(70), borderRadius: px(70), backgroundColor: palette.accent }),
  );

  return h(
    "div",
    {
      width,
      height,
      display: "flex",
      position: "relative",
      overflow: "hidden",
      backgroundImage: `linear-gradient(135deg, ${palette.from} 0%, ${palette.from} 35%, ${palette.to} 100%)`,
      fontFamily: "Inter",
      color: "#ffffff",
    },
    [
      circle(px(620), {
        right: px(-180),
        bottom: px(-260),
        backgroundImage: `radial-gradient(circle at 35% 35%, ${palette.glow}, transparent 70%)`,
        opacity: 0.35,
      }),
      ring(520, -120, -160, Math.max(1, px(3)), 0.35),
      ring(760, -240, -280, Math.max(1, px(2)), 0.2),
      house,
      h(
        "div",
        {
          position: "absolute",
          left: pad,
          top: pad,
          bottom: pad,
          width: Math.round(width - pad * 2 - Math.min(width * 0.25, 260 * scale)),
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
        },
        [
          h("div", { display: "flex", flexDirection: "column" }, [
            h("div", {
              width: px(88),
              height: Math.max(3, px(8)),
              borderRadius: 8,
              backgroundColor: palette.accent,
              marginBottom: px(28),
            }),
            eyebrow
              ? h(
                  "div",
                  {
                    fontSize: px(26),
                    fontWeight: 600,
                    letterSpacing: px(3),
                    textTransform: "uppercase",
                    color: palette.accent,
                    marginBottom: px(20),
                  },
                  eyebrow,
                )
              : h("div", { display: "none" }),
            h(
              "div",
              {
                ...brand,
                fontSize: titleSize(title, scale, width),
                lineHeight: 1.12,
                letterSpacing: -1,
                display: "block",
                lineClamp: 4,
              },
              title,
            ),
          ]),
          h("div", { display: "flex", alignItems: "center" }, [
            h("div", {
              width: px(40),
              height: px(40),
              borderRadius: px(10),
              backgroundImage: `linear-gradient(135deg, #ff8437, #c2410c)`,
              marginRight: px(16),
            }),
            h("div", { ...brand, fontSize: px(30) }, "Hearthstone Digital"),
          ]),
        ],
      ),
    ],
  );
}

/** Renders the card (satori, then resvg) as a PNG of exactly width x height pixels. */
export async function renderCardPng(options: CardOptions): Promise<Buffer> {
  if (!(options.width > 0 && options.height > 0) || options.width > 4096 || options.height > 4096) {
    throw new RangeError(`card size out of range: ${options.width}x${options.height}`);
  }
  const width = Math.round(options.width);
  const height = Math.round(options.height);
  // biome-ignore lint/suspicious/noExplicitAny: satori's element type is React's; ours is the same shape
  const svg = await satori(cardTree({ ...options, width, height }) as any, {
    width,
    height,
    fonts: loadFonts(),
  });
  // Rasterized on libuv's thread pool: drawing a hero takes about a second of CPU, which on the
  // event loop would hold up every other request the process is answering.
  const png = await renderAsync(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
  });
  return Buffer.from(png.asPng());
}

/**
 * Re-encodes a rendered card as a palette PNG (about a quarter of the size; the gradients
 * stay smooth with dithering). Good for social cards, which crawlers fetch often.
 */
export async function compactPng(png: Buffer): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(png).png({ palette: true, quality: 90, dither: 1, effort: 7 }).toBuffer();
}
