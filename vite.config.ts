import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { iconSprite } from "./scripts/vite-icon-sprite.ts";
import { minifiedInlineScripts } from "./scripts/vite-inline-scripts.ts";

const anyOf = (paths: string[]) => new RegExp(`(${paths.join("|")})`.replaceAll("/", "[\\\\/]"));
const framework = anyOf([
  "node_modules/(react|react-dom|react-router|scheduler|clsx)/",
  "node_modules/@radix-ui/(react-slot|react-compose-refs)/",
  "app/lib/(utils|nonce|attribution|form-token|hydration/[^/]+)\\.tsx?$",
  "vite/preload-helper",
]);
const kit = anyOf([
  "node_modules/lucide-react/.*(createLucideIcon|Icon|defaultAttributes|shared)",
  "node_modules/@radix-ui/(react-primitive|react-label)/",
  "app/components/ui/(button|input|label|textarea|native-select|badge)\\.tsx$",
  "app/components/(forms/form-kit|forms/form-field|layout/logo)\\.tsx$",
  "app/lib/(site-settings|business-hours|meta|schemas/plain-text)\\.ts$",
  "app/content/(site|review-platforms)\\.ts$",
]);

export default defineConfig({
  plugins: [iconSprite(), minifiedInlineScripts(), tailwindcss(), reactRouter()],
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
            // window and headers. What every hydrating page loads anyway goes out as two files:
            // the framework (React, React DOM, React Router and the root's helpers) and the kit
            // (the form controls, icons' factory, the site's details). docs/benchmarks.md.
            codeSplitting: {
              groups: [
                { name: "framework", test: framework },
                { name: "kit", test: kit },
              ],
            },
          },
        },
      },
    },
  },
});
