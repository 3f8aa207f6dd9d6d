import fs from "node:fs";
import net from "node:net";

let ipCounter = 0;
/**
 * A distinct client address per call (the servers under test trust X-Forwarded-For from
 * loopback), so per-client rate limits never couple two tests. Addresses come from 10.200/16,
 * apart from the documentation ranges tests write by hand; each test file counts on its own.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.200.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The kernel's ephemeral ports: what listen(0) and every outgoing connection are given. */
const ephemeralLow = (() => {
  try {
    return Number(fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
})();

/**
 * A free loopback port (nothing listens on it once this resolves), chosen below the kernel's
 * ephemeral range: between this call and the caller's own listen, another test's listen(0) or
 * outgoing connection cannot be handed the same port.
 */
export async function freePort(): Promise<number> {
  const low = Math.min(20_000, ephemeralLow - 1_000);
  for (;;) {
    const port = low + Math.floor(Math.random() * (ephemeralLow - low));
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.unref();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * The contact form's fields as a client sends them, each body with its own name, address and
 * single-use form token (`nextToken`, from `formTokenPool`), filled slowly enough to pass.
 */
export function contactBodies(nextToken: () => string) {
  let unique = 0;
  return (overrides: Record<string, unknown> = {}) => {
    unique += 1;
    return {
      fullName: `Dana Rivera ${unique}`,
      company: "Rivera Plumbing",
      email: `dana${unique}@riveraplumbing.example`,
      phone: "(713) 555-0199",
      service: "seo",
      message: "We want more calls from Katy and Sugar Land.",
      form: "contact",
      formToken: nextToken(),
      fillMs: 6000,
      ...overrides,
    };
  };
}
