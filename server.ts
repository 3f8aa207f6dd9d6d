/**
 * Entry point. `npm run dev` runs this file with tsx and Vite's dev server;
 * the production build bundles it to build/server.js.
 */
import { startServer } from "./app/.server/boot";

const dev = process.env.NODE_ENV !== "production";
const running = await startServer({ dev });

let exiting = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (exiting) return;
    exiting = true;
    running.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
