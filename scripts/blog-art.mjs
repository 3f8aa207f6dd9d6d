#!/usr/bin/env node
// Draws the featured artwork of the seed articles: one original 1200x630 SVG per article,
// written to public/blog/<slug>.svg. Run after adding a seed article: node scripts/blog-art.mjs
import fs from "node:fs";
import path from "node:path";

const W = 1200;
const H = 630;
const outDir = path.resolve(import.meta.dirname, "../public/blog");

const palette = {
  brand950: "#0f1f45",
  brand900: "#1a3473",
  brand800: "#193a91",
  brand700: "#1842b8",
  brand500: "#3372f6",
  brand300: "#8ebcff",
  brand100: "#d9e8ff",
  ember600: "#c2410c",
  ember500: "#f86310",
  ember300: "#ffb070",
  ember100: "#ffead4",
  white: "#ffffff",
  amber: "#fbbf24",
  green: "#22c55e",
};

/** slug -> [motif, gradient start, gradient end, accent] */
const articles = {
  "local-seo-checklist-for-plumbers": ["map", palette.brand900, palette.brand700, palette.ember500],
  "google-business-profile-optimization-guide": [
    "profile",
    palette.brand950,
    palette.brand800,
    palette.ember300,
  ],
  "how-to-get-more-google-reviews": ["stars", palette.brand800, palette.brand500, palette.amber],
  "how-to-respond-to-negative-reviews": ["reply", palette.brand950, palette.brand700, palette.ember300],
  "service-area-pages-that-rank": ["pages", palette.brand900, palette.brand500, palette.ember500],
  "google-ads-for-hvac-companies": ["ads", palette.ember600, palette.brand900, palette.ember300],
  "local-services-ads-vs-google-search-ads": ["badge", palette.brand950, palette.brand700, palette.green],
  "home-service-website-that-converts": ["phone", palette.brand800, palette.ember600, palette.ember300],
  "website-speed-costing-you-jobs": ["speed", palette.brand950, palette.brand800, palette.ember500],
  "track-marketing-roi-home-service": ["chart", palette.brand900, palette.brand700, palette.ember300],
  "year-round-marketing-calendar-home-service": [
    "calendar",
    palette.ember600,
    palette.brand800,
    palette.amber,
  ],
  "storm-season-marketing-for-roofers": ["storm", palette.brand950, palette.brand900, palette.amber],
  "email-marketing-for-home-service-businesses": [
    "mail",
    palette.brand700,
    palette.brand950,
    palette.ember300,
  ],
};

const lines = (x, y, widths, color = palette.white, opacity = 0.35, gap = 26, h = 12) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}" opacity="${opacity}"/>`,
    )
    .join("");

const star = (cx, cy, r, fill) => {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
};

const pin = (x, y, s, fill) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-60c-22 0-40 17-40 39 0 30 40 71 40 71s40-41 40-71c0-22-18-39-40-39z" fill="${fill}"/><circle cx="0" cy="-22" r="14" fill="${palette.white}"/></g>`;

const card = (x, y, w, h, fill = palette.white, r = 24, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;

const house = (x, y, s, body, roof) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-70 0 0-60 70 0z" fill="${roof}"/><rect x="-55" y="0" width="110" height="80" fill="${body}"/><rect x="-15" y="30" width="30" height="50" fill="${roof}" opacity="0.8"/></g>`;

const motifs = {
  map: (a) => `
    ${card(640, 110, 460, 410, palette.brand100, 28)}
    <g stroke="${palette.white}" stroke-width="14" opacity="0.9">
      <path d="M640 250H1100M640 400H1100M760 110V520M950 110V520"/>
    </g>
    <path d="M640 470 760 330 950 300 1100 180" stroke="${palette.brand300}" stroke-width="10" fill="none"/>
    ${pin(800, 300, 1.2, palette.brand700)}${pin(1010, 250, 1, palette.brand500)}${pin(900, 440, 1.5, a)}`,
  profile: (a) => `
    ${card(640, 90, 460, 450)}
    ${card(640, 90, 460, 150, palette.brand300, 28)}
    <rect x="640" y="200" width="460" height="40" fill="${palette.brand300}"/>
    <circle cx="730" cy="240" r="56" fill="${a}" stroke="${palette.white}" stroke-width="10"/>
    ${house(730, 240, 0.42, palette.white, palette.brand800)}
    ${lines(680, 320, [260, 200, 320], palette.brand800, 0.25)}
    ${[0, 1, 2, 3, 4].map((i) => star(695 + i * 40, 420, 16, palette.amber)).join("")}
    ${card(680, 460, 170, 50, palette.ember600, 25)}${card(870, 460, 190, 50, palette.brand100, 25)}`,
  stars: (a) => `
    ${card(620, 140, 500, 200)}
    <circle cx="690" cy="200" r="34" fill="${palette.brand100}"/>
    ${lines(740, 184, [160, 110], palette.brand800, 0.3)}
    ${[0, 1, 2, 3, 4].map((i) => star(680 + i * 56, 290, 24, a)).join("")}
    ${card(680, 370, 460, 170, palette.white, 24, 'opacity="0.92"')}
    <circle cx="745" cy="425" r="30" fill="${palette.ember100}"/>
    ${lines(795, 410, [200, 150], palette.brand800, 0.3)}
    ${[0, 1, 2, 3, 4].map((i) => star(735 + i * 44, 500, 18, a)).join("")}`,
  reply: (a) => `
    <path d="M620 130h380a28 28 0 0 1 28 28v150a28 28 0 0 1-28 28H720l-60 50v-50h-40a28 28 0 0 1-28-28V158a28 28 0 0 1 28-28z" fill="${palette.white}"/>
    ${star(660, 180, 16, palette.amber)}${star(700, 180, 16, palette.brand100)}${star(740, 180, 16, palette.brand100)}
    ${lines(640, 230, [330, 280, 200], palette.brand800, 0.25)}
    <path d="M760 350h340a28 28 0 0 1 28 28v120a28 28 0 0 1-28 28h-30v50l-60-50H760a28 28 0 0 1-28-28V378a28 28 0 0 1 28-28z" fill="${a}"/>
    ${lines(770, 395, [300, 240, 160], palette.brand950, 0.35)}
    <circle cx="1100" cy="350" r="34" fill="${palette.green}"/><path d="M1084 350l11 12 22-24" stroke="${palette.white}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  pages: (a) => `
    ${card(760, 90, 320, 400, palette.brand300, 24, 'opacity="0.6" transform="rotate(8 920 290)"')}
    ${card(700, 110, 320, 400, palette.brand100, 24, 'transform="rotate(-5 860 310)"')}
    ${card(660, 130, 320, 400)}
    <rect x="660" y="130" width="320" height="120" rx="24" fill="${palette.brand700}"/><rect x="660" y="220" width="320" height="30" fill="${palette.brand700}"/>
    ${house(820, 215, 0.55, palette.white, a)}
    ${lines(700, 290, [240, 200, 250, 170], palette.brand800, 0.25)}
    ${pin(980, 520, 1.4, a)}`,
  ads: (a) => `
    ${card(600, 110, 520, 74, palette.white, 37)}
    <circle cx="650" cy="147" r="16" stroke="${palette.brand700}" stroke-width="6" fill="none"/><path d="M662 159l14 14" stroke="${palette.brand700}" stroke-width="6" stroke-linecap="round"/>
    ${lines(700, 141, [250], palette.brand800, 0.3)}
    ${[0, 1, 2]
      .map(
        (i) => `${card(600, 220 + i * 110, 520, 90, palette.white, 20, i === 0 ? "" : 'opacity="0.85"')}
      ${card(625, 240 + i * 110, 50, 24, i === 0 ? a : palette.brand100, 12)}
      ${lines(690, 244 + i * 110, [i === 0 ? 300 : 260], palette.brand700, 0.5, 26, 14)}
      ${lines(625, 280 + i * 110, [i === 0 ? 400 : 340], palette.brand800, 0.2, 26, 10)}`,
      )
      .join("")}
    <path d="M1040 260l0 70 18-18 14 30 14-6-14-30 26 0z" fill="${palette.brand950}" stroke="${palette.white}" stroke-width="4" stroke-linejoin="round"/>`,
  badge: (a) => `
    <path d="M860 90l170 60v120c0 110-80 190-170 230-90-40-170-120-170-230V150z" fill="${palette.white}"/>
    <path d="M860 130l130 46v94c0 86-60 150-130 182-70-32-130-96-130-182v-94z" fill="${a}"/>
    <path d="M800 290l45 45 85-95" stroke="${palette.white}" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    ${card(620, 500, 480, 60, palette.white, 30, 'opacity="0.9"')}${lines(660, 524, [300], palette.brand800, 0.3)}`,
  phone: (a) => `
    ${card(620, 120, 360, 360, palette.white, 20, 'opacity="0.95"')}
    <rect x="620" y="120" width="360" height="44" rx="20" fill="${palette.brand100}"/><rect x="620" y="144" width="360" height="20" fill="${palette.brand100}"/>
    <circle cx="650" cy="142" r="7" fill="${palette.ember500}"/><circle cx="672" cy="142" r="7" fill="${palette.amber}"/><circle cx="694" cy="142" r="7" fill="${palette.green}"/>
    ${lines(650, 200, [260, 200], palette.brand800, 0.3, 30, 16)}
    ${card(650, 280, 140, 44, palette.ember600, 12)}
    ${lines(650, 350, [300, 280, 240], palette.brand800, 0.15)}
    ${card(900, 200, 210, 400, palette.brand950, 34)}${card(914, 226, 182, 340, palette.white, 22)}
    ${lines(934, 260, [140, 100], palette.brand800, 0.3, 28, 14)}
    ${card(934, 480, 142, 56, a, 28)}
    <path d="M986 496c4 12 12 20 24 24l7-7c2-2 5-2 7-1l9 4c2 1 3 4 2 6l-3 8c-1 2-3 3-5 3-30-2-54-26-56-56 0-2 1-4 3-5l8-3c2-1 5 0 6 2l4 9c1 2 1 5-1 7z" fill="${palette.brand950}" transform="translate(-4 -6) scale(1)"/>`,
  speed: (a) => `
    <circle cx="870" cy="360" r="230" fill="${palette.white}" opacity="0.1"/>
    <path d="M670 400a200 200 0 0 1 400 0" stroke="${palette.brand300}" stroke-width="40" fill="none" opacity="0.5"/>
    <path d="M670 400a200 200 0 0 1 300-173" stroke="${a}" stroke-width="40" fill="none"/>
    ${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const angle = Math.PI + (Math.PI / 6) * i;
        const x1 = 870 + 150 * Math.cos(angle);
        const y1 = 400 + 150 * Math.sin(angle);
        const x2 = 870 + 130 * Math.cos(angle);
        const y2 = 400 + 130 * Math.sin(angle);
        return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${palette.white}" stroke-width="8" stroke-linecap="round"/>`;
      })
      .join("")}
    <line x1="870" y1="400" x2="990" y2="300" stroke="${palette.white}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="870" cy="400" r="26" fill="${palette.white}"/>
    ${card(740, 470, 260, 60, palette.white, 30)}${lines(780, 494, [180], palette.brand800, 0.35)}`,
  chart: (a) => `
    ${card(620, 110, 500, 420, palette.white, 28, 'opacity="0.96"')}
    ${[120, 170, 150, 230, 280, 340]
      .map(
        (h, i) =>
          `<rect x="${670 + i * 72}" y="${480 - h}" width="44" height="${h}" rx="8" fill="${i === 5 ? a : palette.brand500}" opacity="${i === 5 ? 1 : 0.35 + i * 0.1}"/>`,
      )
      .join("")}
    <path d="M680 330 760 300 830 310 900 240 970 200 1060 130" stroke="${palette.ember600}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M1030 120h40v40" stroke="${palette.ember600}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <line x1="650" y1="482" x2="1090" y2="482" stroke="${palette.brand800}" stroke-width="4" opacity="0.3"/>`,
  calendar: (a) => `
    ${card(620, 120, 460, 420)}
    <rect x="620" y="120" width="460" height="90" rx="24" fill="${palette.brand800}"/><rect x="620" y="180" width="460" height="30" fill="${palette.brand800}"/>
    <rect x="700" y="96" width="18" height="56" rx="9" fill="${palette.brand950}"/><rect x="980" y="96" width="18" height="56" rx="9" fill="${palette.brand950}"/>
    ${Array.from({ length: 20 }, (_, i) => {
      const x = 650 + (i % 5) * 86;
      const y = 235 + Math.floor(i / 5) * 72;
      const fill = i === 7 ? palette.ember500 : i === 13 ? palette.brand500 : palette.brand100;
      return `<rect x="${x}" y="${y}" width="66" height="52" rx="10" fill="${fill}"/>`;
    }).join("")}
    <circle cx="1090" cy="150" r="54" fill="${a}"/>
    <g stroke="${palette.brand100}" stroke-width="8" stroke-linecap="round" transform="translate(640 520)"><path d="M0-40v80M-35-20l70 40M-35 20l70-40"/></g>`,
  storm: (a) => `
    <g fill="${palette.white}" opacity="0.95"><circle cx="780" cy="200" r="80"/><circle cx="880" cy="160" r="100"/><circle cx="990" cy="210" r="74"/><rect x="700" y="200" width="370" height="80" rx="40"/></g>
    <path d="M880 270l-50 110h50l-30 100 100-140h-55l35-70z" fill="${a}"/>
    <g stroke="${palette.brand300}" stroke-width="8" stroke-linecap="round" opacity="0.8"><path d="M740 310l-20 40M790 320l-20 40M1000 310l-20 40M1050 300l-20 40"/></g>
    ${house(900, 520, 1.1, palette.brand100, palette.ember600)}`,
  mail: (a) => `
    ${card(640, 170, 440, 300, palette.white, 24)}
    <path d="M640 200 860 360 1080 200" stroke="${palette.brand300}" stroke-width="12" fill="none" stroke-linejoin="round"/>
    ${card(720, 90, 280, 190, palette.brand100, 16, 'transform="rotate(-4 860 185)"')}
    ${lines(750, 120, [200, 160, 220], palette.brand800, 0.3)}
    <path d="M640 470 800 330M1080 470 920 330" stroke="${palette.brand100}" stroke-width="10"/>
    <circle cx="1070" cy="180" r="44" fill="${a}"/><path d="M1050 180h40M1070 160v40" stroke="${palette.white}" stroke-width="9" stroke-linecap="round"/>`,
};

function svg(slug, [motif, from, to, accent]) {
  const draw = motifs[motif];
  if (!draw) throw new Error(`unknown motif ${motif} for ${slug}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="Illustration">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.6">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <circle cx="120" cy="560" r="220" fill="${palette.white}" opacity="0.05"/>
  <circle cx="420" cy="80" r="120" fill="${palette.white}" opacity="0.04"/>
  <g opacity="0.9">
    ${card(80, 170, 90, 12, accent, 6)}
    ${lines(80, 215, [420, 360, 390], palette.white, 0.28, 44, 22)}
    ${lines(80, 370, [300, 340, 260], palette.white, 0.14, 28, 12)}
    ${card(80, 480, 180, 56, accent, 28)}
  </g>
  <g>${draw(accent)}</g>
</svg>
`;
}

fs.mkdirSync(outDir, { recursive: true });
for (const [slug, spec] of Object.entries(articles)) {
  fs.writeFileSync(path.join(outDir, `${slug}.svg`), svg(slug, spec));
}
console.log(`wrote ${Object.keys(articles).length} SVG files to ${path.relative(process.cwd(), outDir)}`);
