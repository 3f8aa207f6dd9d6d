import { nativeBehavioursScript } from "~/components/layout/native-behaviours";
import { afterPaintScriptTag } from "~/lib/after-paint";
import { rememberVisitScript } from "~/lib/attribution";
import { SKELETON_REGION_ATTRIBUTE } from "./loading-skeletons";
import { BOOT_SCRIPT_ID, hydrateOnIntentScript } from "./on-intent";
import { routerMayStart, withoutRouterScripts } from "./router-payload.server";

/** The form islands' script files by island name, written in by the build (none in tests and dev). */
declare const __ISLAND_SCRIPTS__: Record<string, string> | undefined;
const islandScripts: Record<string, string> =
  typeof __ISLAND_SCRIPTS__ === "undefined" ? {} : __ISLAND_SCRIPTS__;

/** The page's own script file (./page-scripts.entry.ts) from the build; "" and the scripts go inline. */
declare const __PAGE_SCRIPT__: string | undefined;
const pageScript = typeof __PAGE_SCRIPT__ === "undefined" ? "" : __PAGE_SCRIPT__;

/** The blog's own script file (./blog-scripts.entry.ts), loaded only by a page with a skeleton region. */
declare const __BLOG_SCRIPT__: string | undefined;
const blogScript = typeof __BLOG_SCRIPT__ === "undefined" ? "" : __BLOG_SCRIPT__;
const SKELETON_REGION = ` ${SKELETON_REGION_ATTRIBUTE}="`;

/** React Router's bootstrap: the module script that imports the route modules and entry.client. */
const ROUTE_MODULES_MARKER = "window.__reactRouterRouteModules";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** Makes React Router's bootstrap inert, to be run on intent (./on-intent.ts; ADR 0065, 0070). */
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
    // Inert until the first paint (ADR 0070, lib/after-paint.ts), then started with the page's nonce.
    const file = afterPaintScriptTag(pageScript, nonceAttribute);
    // After the boot script, outside what React renders: React skips a tag it did not render there.
    const blogFile =
      blogScript && html.includes(SKELETON_REGION) ? afterPaintScriptTag(blogScript, nonceAttribute) : "";
    // The visit's attribution is kept as the document is read, not after the paint (a quick leaver's too).
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

/** The boot script's route manifest without React Router's indentation (about 1 KB less a page). */
function compactManifest(boot: string): string {
  return boot.replace(MANIFEST, (whole, before: string, json: string, after: string) => {
    try {
      return before + JSON.stringify(JSON.parse(json)) + after;
    } catch {
      return whole;
    }
  });
}
