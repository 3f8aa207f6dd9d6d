import type { Config } from "@react-router/dev/config";
import { prerenderedDocuments } from "./app/content/prerender";

export default {
  ssr: true,
  // A separate build folder lets parallel test runs (and CI) build without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    return prerenderedDocuments;
  },
} satisfies Config;
