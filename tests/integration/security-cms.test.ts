import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { createUser } from "~/.server/services/auth";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";

const CMS_HOST = "cms.internal.example";
const PUBLIC_HOST = "www.example.com";
const PASSWORD = "copper-kettle-harbor-71";

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request (fetch cannot set Host), with whatever headers a client chooses to send. */
function _raw(
  baseUrl: string,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: pathname,
        method,
        headers: body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** A request for the public host that claims the CMS host in X-Forwarded-Host. */
const _spoofed = (extra: Record<string, string> = {}) => ({
  host: PUBLIC_HOST,
  "x-forwarded-host": CMS_HOST,
  ...extra,
});

describe("API host gate and throttle (in-process app)", () => {
  let config: Config;
  let database: DatabaseHandle;
  /** TRUST_PROXY=loopback (the default: the test client is on loopback, so it is trusted). */
  let server: TestServer;
  /** TRUST_PROXY=true: every hop trusted, the most permissive setting. */
  let trustingAll: TestServer;
  let ipCount = 0;
  const nextIp = () => `10.77.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;
  const login = (password: string, ip: string) =>
    server.postJson("/api/cms/login", { username: "maria", password }, { "x-forwarded-for": ip });

  beforeAll(async () => {
    // 127.0.0.1 for the throttle tests, which call the server by its address.
    config = useTestConfig({ CMS_HOSTS: `${CMS_HOST},127.0.0.1` });
    database = await createTestDatabase();
    server = await startTestServer(config);
    trustingAll = await startTestServer({ ...config, TRUST_PROXY: true });
    await createUser("maria", PASSWORD);
  });

  afterAll(async () => {
    await server?.close();
    await trustingAll?.close();
    await database?.close();
  });

  it("holds a parallel burst of wrong passwords to 5 failures; the rest get 429", async () => {
    const ip = nextIp();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        login(`wrong-password-${attempt}`, ip).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    // Afterwards the pair is locked out, even for the right password.
    const locked = await login(PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(890);
  });

  it("refuses the right password with 429 when it arrives in a burst after the limit", async () => {
    const ip = nextIp();
    let overLimit!: () => void;
    const firstRefusal = new Promise<void>((resolve) => {
      overLimit = resolve;
    });
    const burst = Array.from({ length: 30 }, (_, attempt) =>
      login(`wrong-password-${attempt}`, ip).then((response) => {
        if (response.status === 429) overLimit();
        return response.status;
      }),
    );
    // A 429 means the burst has already used up the 5 attempts of the window. (Should none come,
    // the right password goes after the whole burst, and must be refused all the same.)
    await Promise.race([firstRefusal, Promise.all(burst)]);
    const right = await login(PASSWORD, ip);
    expect(right.status).toBe(429);
    expect(right.headers.get("set-cookie")).toBeNull();
    const statuses = await Promise.all(burst);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
  });

  it("lets at most 5 guesses of a burst reach the password check, the right one among them or not", async () => {
    const ip = nextIp();
    const requests = Array.from({ length: 30 }, (_, attempt) =>
      attempt === 29 ? login(PASSWORD, ip) : login(`wrong-password-${attempt}`, ip),
    );
    const statuses = await Promise.all(requests.map((request) => request.then((r) => r.status)));
    const wrong = statuses.slice(0, 29);
    expect(wrong.every((status) => status === 401 || status === 429)).toBe(true);
    expect(wrong.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect([200, 429]).toContain(statuses[29]);
  });
});
