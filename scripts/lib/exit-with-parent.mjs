// Loaded into a measured server (`node --import`, see ./production-server.mjs): when the script that
// started it goes away by any means (an error, Ctrl-C, a SIGKILL, a closed terminal), the IPC channel
// closes and the server shuts down as on SIGTERM, so a bench or fuzz run never leaves one running.
if (process.channel) {
  process.channel.unref();
  process.once("disconnect", () => process.kill(process.pid, "SIGTERM"));
}
