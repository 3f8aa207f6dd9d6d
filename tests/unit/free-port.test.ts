import fs from "node:fs";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "../helpers/clients";

/**
 * A port a test picks and listens on a moment later must not be one the kernel can hand to another
 * test's listen(0) in between (a spawned server then exits with EADDRINUSE).
 */
describe("freePort", () => {
  const rangeFile = "/proc/sys/net/ipv4/ip_local_port_range";
  const ephemeralLow = fs.existsSync(rangeFile)
    ? Number(fs.readFileSync(rangeFile, "utf8").trim().split(/\s+/)[0])
    : 32_768;

  it("picks free ports below the kernel's ephemeral range", async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeLessThan(ephemeralLow);
      const server = net.createServer();
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", resolve);
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
