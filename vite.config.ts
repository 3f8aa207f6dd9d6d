import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { build as esbuild } from "esbuild";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { iconSprite } from "./scripts/vite-icon-sprite.ts";
import { minifiedInlineScripts } from "./scripts/vite-inline-scripts.ts";

const anyOf = (paths: string[]) => new RegExp(`(${paths.join("|")})`.replaceAll("/", "[\\\\/]"));
// React alone: what a form island loads (ADR 0058), and the router's pages with it.
const react = anyOf([
  "node_modules/(react|react-dom|scheduler|clsx)/",
  "node_modules/@radix-ui/(react-slot|react-compose-refs)/",
  "app/lib/(utils|nonce|attribution|form-token|hydration/[^/]+)\\.tsx?$",
  "vite/preload-helper",
]);
const framework = anyOf(["node_modules/react-router/"]);
const kit = anyOf([
  "node_modules/lucide-react/.*(createLucideIcon|Icon|defaultAttributes|shared)",
  "node_modules/@radix-ui/(react-primitive|react-label)/",
  "app/components/ui/(button|input|label|textarea|native-select|badge)\\.tsx$",
  "app/components/forms/(form-kit|form-field)\\.tsx$",
  "app/lib/schemas/plain-text\\.ts$",
]);
// The site's details read through the router's loader data: kept out of the kit, which islands load.
const site = anyOf([
  "app/components/layout/logo\\.tsx$",
  "app/lib/(site-settings|business-hours|meta)\\.ts$",
  "app/content/(site|review-platforms)\\.ts$",
]);

/** The lead forms that hydrate on their own, without the router (ADR 0058): name → entry module. */
const islandEntries = {
  hero: "app/components/forms/islands/hero.island.tsx",
  contact: "app/components/forms/islands/contact.island.tsx",
  "quick-message": "app/components/forms/islands/quick-message.island.tsx",
  widget: "app/components/forms/islands/widget.island.tsx",
  login: "app/components/forms/islands/login.island.tsx",
  newsletter: "app/components/forms/islands/newsletter.island.tsx",
  "custom-quote": "app/components/forms/islands/custom-quote.island.tsx",
  order: "app/components/forms/islands/order.island.tsx",
};

/** The page's own script (attribution, native behaviours, the loader), one file (ADR 0065). */
const pageScriptsEntry = "app/lib/hydration/page-scripts.entry.ts";
/** The blog's loading skeletons (ADR 0067): a file of their own, loaded by the blog's pages only. */
const blogScriptsEntry = "app/lib/hydration/blog-scripts.entry.ts";

/**
 * Builds each island as an entry of the client build and hands its file's address to the server
 * build (built after the client), which writes it into the hydrate-on-intent loader. The page's
 * own script is bundled on its own (esbuild: it must not share React's chunk) with the islands'
 * addresses written in, and goes into the client's assets under a hashed name, which the server
 * build gets the same way. The client and server builds may be given separate plugin instances,
 * so the addresses travel on globalThis.
 */
function formIslands(entries: Record<string, string>): Plugin {
  const store = globalThis as {
    __islandScripts?: Record<string, string>;
    __pageScript?: string;
    __blogScript?: string;
  };
  return {
    name: "hearth-form-islands",
    apply: "build",
    buildStart() {
      if (this.environment.name !== "client") return;
      for (const [name, id] of Object.entries(entries))
        this.emitFile({ type: "chunk", id: resolve(import.meta.dirname, id), name: `island-${name}` });
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const scripts: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const island = chunk.type === "chunk" && chunk.isEntry ? /^island-(.+)$/.exec(chunk.name) : null;
        if (island && island[1] in entries) scripts[island[1]] = `/${chunk.fileName}`;
      }
      store.__islandScripts = scripts;
      const script = async (entry: string, name: string) => {
        const { outputFiles } = await esbuild({
          entryPoints: [resolve(import.meta.dirname, entry)],
          bundle: true,
          minify: true,
          format: "iife",
          target: "es2022",
          write: false,
          define: { __ISLAND_SCRIPTS__: JSON.stringify(scripts) },
        });
        const reference = this.emitFile({ type: "asset", name, source: outputFiles[0].text });
        return `/${this.getFileName(reference)}`;
      };
      store.__pageScript = await script(pageScriptsEntry, "page-scripts.js");
      store.__blogScript = await script(blogScriptsEntry, "blog-scripts.js");
    },
    transform(code, id) {
      if (this.environment.name === "client" || !id.endsWith("defer-scripts.server.ts")) return;
      return code
        .replaceAll("__ISLAND_SCRIPTS__", JSON.stringify(store.__islandScripts ?? {}))
        .replaceAll("__PAGE_SCRIPT__", JSON.stringify(store.__pageScript ?? ""))
        .replaceAll("__BLOG_SCRIPT__", JSON.stringify(store.__blogScript ?? ""));
    },
  };
}

export default defineConfig({
  plugins: [iconSprite(), minifiedInlineScripts(), tailwindcss(), reactRouter(), formIslands(islandEntries)],
  resolve: { tsconfigPaths: true },
  build: {
    sourcemap: false,
    // Fonts stay separate files (cacheable, and allowed by the CSP's font-src 'self').
    assetsInlineLimit: (file) => (file.endsWith(".woff2") || file.endsWith(".woff") ? false : undefined),
    // Rolldown's "[PLUGIN_TIMINGS]" notice on every build says React Router's prerendering is the slow
    // part, which is known and wanted (docs/benchmarks.md); the build prints no warnings.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  ssr: { noExternal: [] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A hydrating page loads about sixty small modules; each file costs its own brotli
            // window and headers. What every hydrating page loads anyway goes out as four files:
            // React (with React DOM and the root's helpers), the router, the kit (the form controls,
            // icons' factory) and the site's details. docs/benchmarks.md.
            codeSplitting: {
              groups: [
                { name: "react", test: react },
                { name: "framework", test: framework },
                { name: "kit", test: kit },
                { name: "site", test: site },
              ],
            },
          },
        },
      },
    },
  },
});
