// Bundles server.ts (Express entry, API and services) into <build>/server.js; npm packages stay external.
import path from "node:path";
import { build } from "esbuild";

const buildDir = process.env.BUILD_DIR ?? "build";
await build({
  entryPoints: ["server.ts"],
  outfile: path.join(buildDir, "server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  define: { "process.env.NODE_ENV": '"production"' },
});
console.log(`server bundle written to ${path.join(buildDir, "server.js")}`);
