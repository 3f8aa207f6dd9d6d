import { nativeBehavioursScript } from "~/components/layout/native-behaviours";
import { afterPaintScriptTag } from "~/lib/after-paint";
import { rememberVisitScript } from "~/lib/attribution";
import { SKELETON_REGION_ATTRIBUTE } from "./loading-skeletons";
import { BOOT_SCRIPT_ID, hydrateOnIntentScript } from "./on-intent";
import { routerMayStart, withoutRouterScripts } from "./router-payload.server";

/**
 * The form islands' script files by island name (`data-island` on the form's frame), written in
 * by the build (vite.config.ts formIslands); none where the server code did not go through it
 * (unit tests, the dev server), and the forms then hydrate with the router as before.
 */
declare const __ISLAND_SCRIPTS__: Record<string, string> | undefined;
const islandScripts: Record<string, string> =
  typeof __ISLAND_SCRIPTS__ === "undefined" ? {} : __ISLAND_SCRIPTS__;

/**
 * The page's own script as one file of the client's assets (./page-scripts.entry.ts: attribution,
 * native behaviours, this loader), written in by the build like the islands; "" where the server
 * code did not go through it, and the page then carries those scripts inline.
 */
declare const __PAGE_SCRIPT__: string | undefined;
const pageScript = typeof __PAGE_SCRIPT__ === "undefined" ? "" : __PAGE_SCRIPT__;

/**
 * The blog's own script file (./blog-scripts.entry.ts: the loading skeletons, ADR 0068), written in
 * by the build like the page's; only a page with a skeleton region loads it.
 */
declare const __BLOG_SCRIPT__: string | undefined;
const blogScript = typeof __BLOG_SCRIPT__ === "undefined" ? "" : __BLOG_SCRIPT__;
const SKELETON_REGION = ` ${SKELETON_REGION_ATTRIBUTE}="`;

/** React Router's bootstrap: the module script that imports the route modules and entry.client. */
const ROUTE_MODULES_MARKER = "window.__reactRouterRouteModules";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Rewrites a rendered document for hydration on intent (see ./on-intent.ts): the module
 * preloads go, React Router's bootstrap module script becomes inert (an unknown script type the
 * browser does not run) and the small inline loader that runs it on intent follows it (after
 * recording the visit's attribution, lib/attribution.ts rememberVisit). In the build, that script
 * and the header's native behaviours are one file instead (ADR 0065), started after the first
 * paint (ADR 0070), in the header's script's place: a <script> still, so React hydrates the
 * header as rendered.
 * A document without the bootstrap (a changed React Router output) is returned unchanged, so
 * the page still hydrates eagerly instead of not at all.
 */
export function deferHydration(html: string): string {
  const marker = html.indexOf(ROUTE_MODULES_MARKER);
  if (marker < 0) return html;
  const tagStart = html.lastIndexOf("<script", marker);
  const tagEnd = html.indexOf(">", tagStart);
  const closeStart = html.indexOf("</script>", marker);
  if (tagStart < 0 || tagEnd < 0 || closeStart < 0 || tagEnd > marker) return html;

  const openTag = html.slice(tagStart, tagEnd + 1);
  if (!/\btype="module"/.test(openTag)) return html;
  const nonce = /\bnonce="([^"]*)"/.exec(openTag)?.[1];
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  // The nonce stays on the inert script too: it is never run as it is, but every script tag of a
  // page carrying the response's nonce keeps the CSP checks simple.
  const closeEnd = closeStart + "</script>".length;
  // The boot script, inert: or nothing where no intent could start the router (its islands aside).
  const router = routerMayStart(html, Object.keys(islandScripts));
  const inertTag = router
    ? `<script${nonceAttribute} type="text/x-hydration-boot" id="${BOOT_SCRIPT_ID}">`
    : "";
  const boot = router ? compactManifest(html.slice(tagEnd + 1, closeEnd)) : "";
  const done = (rewritten: string) =>
    (router ? rewritten : withoutRouterScripts(rewritten)).replace(MODULE_PRELOAD, "");
  if (pageScript) {
    // Inert until the first paint (ADR 0070, lib/after-paint.ts), then started with the page's
    // nonce; the presses made before it runs are noted and made again.
    const file = afterPaintScriptTag(pageScript, nonceAttribute);
    // After the boot script, outside what React renders: React skips a tag it did not render there.
    const blogFile =
      blogScript && html.includes(SKELETON_REGION) ? afterPaintScriptTag(blogScript, nonceAttribute) : "";
    // The visit's attribution is kept as the document is read, not after the paint: a visitor who
    // moves on at once keeps the campaign they landed from, and a form sent natively carries it.
    const remember = `<script${nonceAttribute}>${rememberVisitScript()}</script>`;
    const native = `<script${nonceAttribute}>${nativeBehavioursScript()}</script>`;
    const inHeader = html.indexOf(native);
    const rewritten =
      inHeader >= 0 && inHeader < tagStart
        ? html.slice(0, inHeader) +
          file +
          html.slice(inHeader + native.length, tagStart) +
          inertTag +
          boot +
          remember +
          blogFile +
          html.slice(closeEnd)
        : html.slice(0, tagStart) + inertTag + boot + file + remember + blogFile + html.slice(closeEnd);
    return done(rewritten);
  }
  // The visit's attribution goes into the forms' hidden fields at once, React or not.
  const loader = `<script${nonceAttribute}>${rememberVisitScript()}${hydrateOnIntentScript(islandScripts)}</script>`;
  return done(html.slice(0, tagStart) + inertTag + boot + loader + html.slice(closeEnd));
}

const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\})(;\s*window\.__reactRouterRouteModules)/;

/**
 * React Router prints the route manifest in the boot script indented (4-5 KB a page); written
 * without the indentation it is about 1 KB less on every page. Left as it is when it does not parse.
 */
function compactManifest(boot: string): string {
  return boot.replace(MANIFEST, (whole, before: string, json: string, after: string) => {
    try {
      return before + JSON.stringify(JSON.parse(json)) + after;
    } catch {
      return whole;
    }
  });
}
