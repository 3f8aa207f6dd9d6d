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

/** A free loopback port (nothing listens on it once this resolves): the kernel's ephemeral choice. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
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
