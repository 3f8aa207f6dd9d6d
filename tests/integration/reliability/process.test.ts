/**
 * The production process: structured logs without personal data, and a graceful
 * shutdown on SIGTERM (in-flight requests finish, new connections are refused, exit code 0,
 * and the embedded database folder opens again afterwards).
 */
import http from "node:http";
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { logLines, loggedSoFar, type SpawnedServer, spawnServer } from "../../helpers/spawn-server";

let server: SpawnedServer;

beforeAll(async () => {
  // PGlite on purpose: the shutdown test then shows the data folder survives.
  server = await spawnServer({ database: "pglite" });
}, 240_000);

afterAll(async () => {
  await server?.dispose();
});

const lead = (email: string, message: string) =>
  JSON.stringify({
    fullName: "Logan Quiet",
    email,
    phone: "713-555-0199",
    service: "seo",
    message,
    company: "Quiet Roofing",
  });

describe("logs", () => {
  it("are JSON lines with a request id, and carry no e-mail address or request body", async () => {
    const email = "log-canary-93517@example.com";
    const bodyCanary = "BODY-CANARY-4471 please call after five";
    const response = await server.fetch("/api/contact?email=query-canary-2207%40example.com", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": "203.0.113.41",
        cookie: "hd_cms_session=cookie-canary-0000000000000000000000000000000000",
      },
      body: lead(email, bodyCanary),
    });
    expect(response.status).toBe(201);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[\w-]{8,64}$/);
    // A refused one too: validation errors are not logged with their input either.
    const refused = await server.fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.42" },
      body: JSON.stringify({ email: "refused-canary-5120@example.com", fullName: "" }),
    });
    expect(refused.status).toBe(400);

    const stdout = await loggedSoFar(server);
    for (const canary of [
      email,
      bodyCanary,
      "query-canary-2207",
      "refused-canary-5120",
      "cookie-canary",
      "713-555-0199",
    ]) {
      expect(stdout, canary).not.toContain(canary);
    }
    const lines = logLines(stdout);
    const nonEmpty = stdout.split("\n").filter((line) => line.trim());
    expect(lines.length).toBe(nonEmpty.length);
    const requestLine = lines.find((line) => (line.req as { id?: string } | undefined)?.id === requestId);
    expect(requestLine).toBeDefined();
    expect(requestLine).toMatchObject({
      req: { method: "POST", path: "/api/contact" },
      res: { statusCode: 201 },
    });
    expect(typeof requestLine?.level).toBe("number");
    expect(typeof requestLine?.time).toBe("number");
  });
});

describe("shutdown on SIGTERM", () => {
  it("finishes in-flight requests, refuses new connections, exits 0, and leaves a reusable data folder", async () => {
    // A request in flight: its headers and half its body are sent, the rest comes after SIGTERM.
    const body = lead("inflight-lead@example.com", "Sent while the server was stopping.");
    const half = Math.floor(body.length / 2);
    const req = http.request({
      host: "127.0.0.1",
      port: server.port,
      path: "/api/contact",
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        "x-forwarded-for": "203.0.113.50",
      },
    });
    const inflight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on("error", reject);
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
    });
    req.write(body.slice(0, half));
    await answeredAfter(server.port);

    server.child.kill("SIGTERM");
    await waitForLog(server, "shutting down");

    // The listening socket is closed: a new connection is refused. A raw connection, not fetch:
    // fetch may reuse a kept-alive socket of an earlier test, whose close then reads as a reset.
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(server.port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve("connected");
      });
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(refused).toBe("ECONNREFUSED");

    req.end(body.slice(half));
    const answered = await inflight;
    expect(answered.status).toBe(201);
    expect(JSON.parse(answered.text).message).toMatch(/Thanks/);

    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.stdout()).toContain('"msg":"stopped"');

    // The folder opens again, with the lead that was in flight.
    const reopened = await openDatabase({ dataDir: server.env.DATA_DIR });
    try {
      const result = await reopened.db.execute<{ count: number }>(
        sql`select count(*)::int as count from leads where email = 'inflight-lead@example.com'`,
      );
      expect(result.rows[0].count).toBe(1);
    } finally {
      await reopened.close();
    }
    // And the next start on it works.
    const next = await spawnServer({ database: "pglite", env: { DATA_DIR: server.env.DATA_DIR } });
    try {
      expect((await next.fetch("/readyz")).status).toBe(200);
      expect((await next.kill("SIGTERM")).code).toBe(0);
    } finally {
      await next.dispose();
    }
  }, 240_000);
});

/**
 * Resolves once the server has answered a request on a connection opened after every earlier one.
 * It accepts connections in order, so an earlier request has reached it by then; a fixed pause
 * does not promise that on a busy machine, and a SIGTERM before the accept resets the connection.
 */
function answeredAfter(port: number) {
  return new Promise<void>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve());
      })
      .on("error", reject);
  });
}

async function waitForLog(target: SpawnedServer, text: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!target.stdout().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in the server log`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
