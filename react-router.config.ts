import type { Config } from "@react-router/dev/config";
import { prerenderedDocuments } from "./app/content/prerender";

export default {
  ssr: true,
  // A separate build folder lets parallel test runs (and CI) build without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    return prerenderedDocuments;
  },
  // React Router v8's behaviour, adopted now where it fits; each `false` is a refusal whose
  // reason is in docs/decisions/0037-react-router-v8-flags-and-quiet-output.md.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_middleware: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
