import crypto from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { checkJsonLd, jsonLdBlocks } from "../helpers/schema-org";
import { expect, test } from "./fixtures";
import { newestArticlePath, publicRoutes, staticPublicRoutes } from "./public-routes";

/**
 * What search engines and social sites see, over HTTP without a browser: JSON-LD shapes,
 * canonical/Open Graph/Twitter tags and their images, robots.txt and the sitemap, real 404s
 * and trailing-slash redirects, caching and compression headers, and that no CMS code is
 * loaded by public pages.
 */

type Tag = Record<string, string>;

/**
 * Absolute URLs come from PUBLIC_URL: prerendered pages carry the one set at build time
 * (docs/deploy.md), server-rendered ones and the sitemap the one the server runs with. The
 * test build and the test server may differ there, so both origins are accepted.
 */
async function siteOrigins(request: APIRequestContext, baseURL: string | undefined) {
  const home = await (await request.get("/")).text();
  const built = new URL(String(tags(home, "link").find((tag) => tag.rel === "canonical")?.href)).origin;
  return [...new Set([new URL(baseURL ?? "").origin, built])];
}

function decode(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function tags(html: string, name: "meta" | "link"): Tag[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((match) => {
    const attributes: Tag = {};
    for (const attr of match[1].matchAll(/([\w:-]+)="([^"]*)"/g))
      attributes[attr[1].toLowerCase()] = decode(attr[2]);
    return attributes;
  });
}

function metaContent(html: string, key: string): string | undefined {
  return tags(html, "meta").find((tag) => tag.property === key || tag.name === key)?.content;
}

function textOf(html: string) {
  return decode(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("every page's JSON-LD has the schema.org shape, and each page carries the types it should", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const routes = [...(await publicRoutes(request)), "/checkout/business-pro"];
  const article = await newestArticlePath(request);
  const problems: string[] = [];
  for (const path of routes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const blocks = jsonLdBlocks(html) as Record<string, unknown>[];
    for (const block of blocks)
      for (const problem of checkJsonLd(block)) problems.push(`${path}: ${problem}`);
    const types = blocks.flatMap((block) => [block["@type"]].flat().map(String));

    if (path === "/" || path === "/about") {
      if (!types.includes("ProfessionalService")) problems.push(`${path}: no ProfessionalService`);
    }
    if (path.startsWith("/product/") && !types.includes("Product")) problems.push(`${path}: no Product`);
    if (path === article && !types.includes("BlogPosting")) problems.push(`${path}: no BlogPosting`);

    // FAQPage exactly where an FAQ section is shown, with the questions the page shows.
    const faq = blocks.find((block) => block["@type"] === "FAQPage") as
      | { mainEntity: { name: string }[] }
      | undefined;
    const showsFaq = /<section[^>]*id="faq"/.test(html);
    if (showsFaq !== Boolean(faq))
      problems.push(`${path}: FAQ section shown ${showsFaq}, FAQPage ${Boolean(faq)}`);
    if (faq) {
      const text = textOf(html);
      for (const question of faq.mainEntity) {
        if (!text.includes(question.name))
          problems.push(`${path}: FAQ question not on the page: ${question.name}`);
      }
    }

    // BreadcrumbList exactly where a breadcrumb trail is shown, naming the same crumbs.
    const nav = html.match(/<nav[^>]*aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
    const list = blocks.find((block) => block["@type"] === "BreadcrumbList") as
      | { itemListElement: { name: string }[] }
      | undefined;
    if (Boolean(nav) !== Boolean(list))
      problems.push(`${path}: breadcrumb shown ${Boolean(nav)}, BreadcrumbList ${Boolean(list)}`);
    if (nav && list) {
      // Separators are decorative list items without text.
      const shown = [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)]
        .map((match) => textOf(match[1]))
        .filter(Boolean);
      expect(
        list.itemListElement.map((item) => item.name),
        `${path}: BreadcrumbList names`,
      ).toEqual(shown);
    }
  }
  expect(problems).toEqual([]);
});

test("every page has a canonical URL, Open Graph and Twitter tags, and a 1200x630 PNG card", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origins = await siteOrigins(request, baseURL);
  const images = new Set<string>();
  for (const path of await publicRoutes(request)) {
    const html = await (await request.get(path)).text();
    const canonical = String(tags(html, "link").find((tag) => tag.rel === "canonical")?.href);
    expect(origins, `${path} canonical ${canonical}`).toContain(new URL(canonical).origin);
    expect(new URL(canonical).pathname, path).toBe(path);
    expect(metaContent(html, "og:url"), path).toBe(canonical);
    for (const key of [
      "og:title",
      "og:description",
      "og:type",
      "og:site_name",
      "twitter:title",
      "twitter:description",
    ]) {
      expect(metaContent(html, key), `${path} ${key}`).toBeTruthy();
    }
    expect(metaContent(html, "description"), path).toBeTruthy();
    expect(metaContent(html, "twitter:card"), path).toBe("summary_large_image");
    const image = metaContent(html, "og:image");
    expect(image?.startsWith(`${new URL(canonical).origin}/og/`), `${path} og:image ${image}`).toBe(true);
    expect(image, `${path} og:image`).toMatch(/\.png$/);
    expect(metaContent(html, "twitter:image"), path).toBe(image);
    expect(metaContent(html, "og:image:alt"), path).toBeTruthy();
    images.add(String(image));
  }
  // One card per page, each a real 1200x630 PNG.
  expect(images.size).toBe(staticPublicRoutes.length + 1);
  for (const image of images) {
    const response = await request.get(new URL(image).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/png");
    expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
  }
});

test("robots.txt and the sitemap list exactly the indexable pages", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /cms\n");
  expect(robots).toContain("Disallow: /api\n");
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect((xml.match(/<lastmod>/g) ?? []).length).toBe(locs.length);
  const article = await newestArticlePath(request);
  expect(locs).toContain(`${origin}${article}`);

  for (const loc of locs) {
    expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    const path = loc.slice(origin.length);
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), loc).toBe(200);
    const html = await response.text();
    expect(metaContent(html, "robots") ?? "", loc).not.toContain("noindex");
    const canonical = String(tags(html, "link").find((tag) => tag.rel === "canonical")?.href);
    expect(new URL(canonical).pathname, loc).toBe(path);
  }
  // Every public page that may be indexed is listed; pages marked noindex are not.
  for (const path of staticPublicRoutes) {
    const html = await (await request.get(path)).text();
    const indexable = !(metaContent(html, "robots") ?? "").includes("noindex");
    expect(locs.includes(`${origin}${path}`), path).toBe(indexable);
  }
  for (const path of ["/checkout/business-pro", "/cms/login", "/newsletter/confirm"]) {
    expect(locs).not.toContain(`${origin}${path}`);
  }
});

test("unknown pages answer 404, not a soft 404, and trailing slashes redirect permanently", async ({
  request,
}) => {
  const missing = [
    "/no-such-page",
    "/product/no-such-template",
    "/checkout/no-such-template",
    "/case-studies/no-such-study",
    "/projects/no-such-project",
    "/blog/no-such-article",
    "/orders/0000000000000000000000000000000000000000000",
    "/og/blog/no-such-article.png",
  ];
  for (const path of missing) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    if ((response.headers()["content-type"] ?? "").includes("text/html")) {
      const html = await response.text();
      expect(metaContent(html, "robots"), path).toContain("noindex");
    }
  }
  const article = await newestArticlePath(request);
  for (const [from, to] of [
    ["/about/", "/about"],
    ["/case-studies/houston-plumbing-pros/", "/case-studies/houston-plumbing-pros"],
    [`${article}/?utm_source=x`, `${article}?utm_source=x`],
    ["/blog/", "/blog"],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test("hashed assets are immutable, HTML revalidates, text is compressed", async ({ request }) => {
  const home = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(home.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(home.headers()["content-encoding"]).toBe("br");
  const html = await home.text();
  // The page's own script starts after the first paint (ADR 0070); nothing is preloaded (ADR 0018).
  const scripts = [...html.matchAll(/data-src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  // The stylesheet is linked (ADR 0053): one immutable file, cached across pages.
  const styles = tags(html, "link")
    .filter((tag) => tag.rel === "stylesheet")
    .map((tag) => tag.href);
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);
  for (const asset of [scripts[0], styles[0]]) {
    expect(asset).toMatch(/^\/assets\/.+-[\w-]{8}\.(js|css)$/);
    const response = await request.get(asset, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"], asset).toBe("gzip");
  }
  const article = await newestArticlePath(request);
  const ssr = await request.get(article, { headers: { "accept-encoding": "gzip" } });
  expect(ssr.headers()["content-encoding"]).toBe("gzip");
  expect(ssr.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("the first paint waits for the page and one linked stylesheet, fonts are not preloaded", async ({
  request,
}) => {
  // Prerendered and server-rendered pages alike. The stylesheet is one immutable file (ADR 0053:
  // written into every page it was most of its bytes); two preloaded fonts shared a slow phone
  // link with the page and held its largest paint back (ADR 0019).
  for (const path of ["/", "/product/business-pro", await newestArticlePath(request)]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    // A <noscript> link (the fonts' sheet for a browser without script) is not parsed as one when
    // script runs, so it holds no paint back.
    const links = tags(html.replace(/<noscript\b[\s\S]*?<\/noscript>/g, ""), "link");
    const sheets = links.filter((tag) => tag.rel === "stylesheet");
    expect(sheets.length, path).toBe(1);
    expect(
      links.filter((tag) => tag.rel === "preload" && tag.as === "font"),
      path,
    ).toEqual([]);
    expect(head, `${path}: no stylesheet written into the page`).not.toMatch(/<style data-href=/);
    const sheet = await request.get(String(sheets[0]?.href));
    expect(sheet.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
    expect(await sheet.text(), path).toContain("Inter Fallback");
  }
});

test("a cached blog page names each inline script by hash in its CSP, with no nonce to borrow", async ({
  request,
}) => {
  const article = await newestArticlePath(request);
  await request.get(article); // fills the page cache
  const response = await request.get(article);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-page-cache"]).toMatch(/^(hit|stale)$/);
  const scriptSrc = response.headers()["content-security-policy"]?.match(/script-src ([^;]*)/)?.[1] ?? "";
  expect(scriptSrc).not.toMatch(/nonce|unsafe-inline/);
  const html = await response.text();
  expect(html).not.toMatch(/\snonce="/);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=/.test(attributes),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , source] of inline)
    expect(scriptSrc).toContain(`'sha256-${crypto.createHash("sha256").update(source).digest("base64")}'`);
});

test("public pages load no CMS code", async ({ request }) => {
  test.setTimeout(120_000);
  const checked = new Set<string>();
  const sources = new Map<string, string>();
  for (const path of await publicRoutes(request)) {
    const html = await (await request.get(path)).text();
    const modules = [
      ...tags(html, "link")
        .filter((tag) => tag.rel === "modulepreload")
        .map((tag) => tag.href),
      ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1]),
      // The page's own script (ADR 0070), and through it the form islands' files it may start.
      ...[...html.matchAll(/data-src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    ];
    expect(modules.length, path).toBeGreaterThan(0);
    for (const module of modules) {
      expect(module, `${path} loads a CMS module`).not.toMatch(/cms/i);
      const source = sources.get(module) ?? (await (await request.get(module)).text());
      sources.set(module, source);
      if (/\/page-scripts-[\w-]+\.js$/.test(module))
        for (const [, name] of html.matchAll(/data-island="([\w-]+)"/g)) {
          const island = new RegExp(`"(/assets/island-${name}-[\\w-]+\\.js)"`).exec(source)?.[1];
          expect(island, `${path}: the ${name} island's file`).toBeTruthy();
          if (island && !modules.includes(island)) modules.push(island);
        }
      if (checked.has(module)) continue;
      checked.add(module);
      // The route manifest names every route's file; only code matters.
      if (/\/manifest-[\w-]+\.js$/.test(module)) continue;
      expect(source, `${module} (on ${path}) carries CMS code`).not.toMatch(/\/api\/cms|New Post|Sign In/);
    }
  }
});

test("public pages raise no Content-Security-Policy issue in Chrome (Best Practices)", async ({
  page,
  request,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const issues: string[] = [];
  cdp.on("Audits.issueAdded", (event) => {
    if (event.issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(event.issue.details));
  });
  await cdp.send("Audits.enable");
  for (const path of ["/", "/contact", "/products", "/blog", await newestArticlePath(request)]) {
    await page.goto(path, { waitUntil: "networkidle" });
    // The forms build their zod schemas when they load: that is when an eval probe would show.
    await expect(page.locator("main#main")).toBeVisible();
  }
  expect(issues).toEqual([]);
});

test("images have sizes and alt text, load lazily unless first, and the article's and a template's main image are preloaded", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of await publicRoutes(request)) {
    const html = await (await request.get(path)).text();
    const body = html.slice(html.indexOf("<body"));
    for (const match of body.matchAll(/<img\b([^>]*)>/g)) {
      const attrs = match[1];
      for (const name of ["width", "height", "alt", "src"]) {
        if (!new RegExp(`\\s${name}="[^"]*"`).test(attrs))
          problems.push(`${path}: <img> without ${name}: ${attrs}`);
      }
      if (!/loading="(lazy|eager)"/.test(attrs)) problems.push(`${path}: <img> without loading: ${attrs}`);
    }
  }
  expect(problems).toEqual([]);

  const article = await newestArticlePath(request);
  const html = await (await request.get(article)).text();
  const hero = html.slice(html.indexOf("<body")).match(/<img\b[^>]*loading="eager"[^>]*>/)?.[0];
  if (hero) {
    const src = decode(hero.match(/\ssrc="([^"]+)"/)?.[1] ?? "");
    const preload = tags(html, "link").find((tag) => tag.rel === "preload" && tag.as === "image");
    expect(preload?.href, "article image preloaded").toBe(src);
  }

  // A template page's largest paint is its main picture: fetched with the page, not after layout.
  const product = await (await request.get("/product/business-pro")).text();
  const pictures = [...product.slice(product.indexOf("<body")).matchAll(/<img\b([^>]*)>/g)].map((m) => m[1]);
  const eager = pictures.filter((attrs) => /loading="eager"/.test(attrs));
  expect(eager, "one eager picture on a template page").toHaveLength(1);
  const main = decode(eager[0]?.match(/\ssrc="([^"]+)"/)?.[1] ?? "");
  expect(main).toMatch(/business-pro-home-[\w-]{8}\.svg$/);
  const preloads = tags(product, "link").filter((tag) => tag.rel === "preload" && tag.as === "image");
  expect(preloads.map((tag) => tag.href)).toEqual([main]);
});
