// Loaded into a measured server (`node --import`, see ./production-server.mjs): when the script that
// started it goes away by any means (an error, Ctrl-C, a SIGKILL, a closed terminal), the IPC channel
// closes and the server shuts down as on SIGTERM, so a bench or fuzz run never leaves one running.
// Its fresh data folder, which the script would have removed, goes with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

if (process.channel) {
  process.channel.unref();
  process.once("disconnect", () => {
    const dataDir = process.env.DATA_DIR ?? "";
    if (
      path.dirname(path.resolve(dataDir)) === path.resolve(os.tmpdir()) &&
      /^hd-measure-/.test(path.basename(dataDir))
    )
      process.once("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
    process.kill(process.pid, "SIGTERM");
  });
}
