// Writes the Open Graph card (1200x630 PNG) of every prerendered page, the blog listing and a
// site-wide default into <build>/client/og/, where they are served as static files.
// Run after `react-router build` (it reads each page's <title> from the prerendered HTML).
// Usage: node --import tsx scripts/og-images.mjs   (BUILD_DIR picks the build, default "build")
import fs from "node:fs";
import path from "node:path";
import { compactPng, renderCardPng } from "../app/.server/services/media/image-render.ts";
import { prerenderedPaths } from "../app/content/prerender.ts";
import { site } from "../app/content/site.ts";
import { ogImageFile } from "../app/lib/og-image.ts";

const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
if (!fs.existsSync(clientDir)) {
  console.error(`og-images: ${clientDir} does not exist; run react-router build first`);
  process.exit(1);
}

const decode = (text) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The page's title without the site name the title template adds. */
function titleOf(pagePath) {
  const html = fs.readFileSync(path.join(clientDir, pagePath, "index.html"), "utf8");
  const raw = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? site.name);
  const parts = raw
    .replace(/^Case Study: /, "")
    .split(" | ")
    .filter((part) => part !== site.name);
  return parts.join(" | ") || site.tagline;
}

const trades = [
  [/plumb/, "plumbing"],
  [/hvac|cool|climate|comfort|-ac$/, "hvac"],
  [/electric|spark/, "electrical"],
  [/roof/, "roofing"],
  [/landscap|green/, "landscaping"],
];
const tradeOf = (slug) => trades.find(([pattern]) => pattern.test(slug))?.[1];

/** Eyebrow and palette by kind of page. */
function cardFor(pagePath) {
  const [, section, slug = ""] = pagePath.split("/");
  switch (section) {
    case "":
      return { eyebrow: "Houston digital marketing", category: "brand", title: site.tagline };
    case "case-studies":
      return { eyebrow: "Case study", category: tradeOf(slug) ?? "case study" };
    case "projects":
      return { eyebrow: "Website project", category: tradeOf(slug) ?? "project" };
    case "product":
      return { eyebrow: "Website template", category: "templates" };
    case "products":
      return { eyebrow: "Website To-Go", category: "templates" };
    case "privacy-policy":
    case "terms-of-service":
      return { eyebrow: "Legal", category: "legal" };
    case "reviews":
      return { eyebrow: site.name, category: "reviews" };
    case "results":
      return { eyebrow: site.name, category: "analytics" };
    default:
      return { eyebrow: site.name, category: "brand" };
  }
}

const cards = [
  ...prerenderedPaths.map((pagePath) => {
    const card = cardFor(pagePath);
    return { file: ogImageFile(pagePath), title: card.title ?? titleOf(pagePath), ...card };
  }),
  { file: ogImageFile("/blog"), title: "Marketing Hub", eyebrow: "Blog", category: "blog" },
  { file: ogImageFile(null), title: site.tagline, eyebrow: site.name, category: "brand" },
];

const started = Date.now();
let bytes = 0;
for (const card of cards) {
  const png = await compactPng(
    await renderCardPng({
      title: card.title,
      eyebrow: card.eyebrow,
      category: card.category,
      width: 1200,
      height: 630,
    }),
  );
  const out = path.join(clientDir, card.file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, png);
  bytes += png.length;
}
console.log(
  `og-images: ${cards.length} cards (${Math.round(bytes / 1024)} KB) in ${clientDir}/og in ${Date.now() - started} ms`,
);
