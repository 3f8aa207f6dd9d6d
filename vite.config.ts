import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
});
