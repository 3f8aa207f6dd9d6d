/**
 * The HTTP edge against the production build run as a child process: request targets that are
 * not a path of ours, what client errors leave in the log, and the RFC 8058 one-click
 * unsubscribe posted from a webmail's origin. Requests are written on a raw socket, so the
 * target arrives exactly as sent (node:http and fetch would not send "*" or a foreign URL).
 */
import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseMail } from "../helpers/newsletter";
import { type SmtpSink, startSmtpSink, waitFor } from "../helpers/smtp";
import { logLines, loggedSoFar, type SpawnedServer, spawnServer } from "../helpers/spawn-server";
import { describeWhen, needsBuild } from "../helpers/suite-needs";

let site: SpawnedServer;
let sink: SmtpSink;
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

/** Writes one request on a new connection; resolves with the status line and the whole reply. */
function exchange(request: string): Promise<{ statusLine: string; status: number; reply: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(site.port, "127.0.0.1");
    let reply = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      reply += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      const statusLine = reply.split("\r\n", 1)[0] ?? "";
      resolve({ statusLine, status: Number(statusLine.split(" ")[1] ?? 0), reply });
    });
    socket.write(request);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(request.slice(0, 80))}`));
    }, 20_000).unref();
  });
}

function rawRequest(
  method: string,
  target: string,
  { headers = {}, body = "" }: { headers?: Record<string, string>; body?: string } = {},
) {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    `Host: localhost:${site.port}`,
    "Connection: close",
    `X-Forwarded-For: ${nextIp()}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  if (body || method === "POST") lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return exchange(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

/** The server's log lines written while `run` ran, its requests' lines included. */
async function logsOf(run: () => Promise<unknown>) {
  const before = site.stdout().length;
  await run();
  const written = (await loggedSoFar(site)).slice(before);
  return { written, lines: logLines(written) };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  site = await spawnServer({
    env: { SMTP_URL: sink.url, OUTBOX_POLL_MS: "100", LOG_LEVEL: "info" },
  });
}, 240_000);

afterAll(async () => {
  await site?.dispose();
  await sink?.close();
});

describeWhen(needsBuild, "request targets that are not a path of ours", () => {
  it("answers asterisk-form, authority-form and absolute-form to another host with 400, logged plainly", async () => {
    const targets: [string, string][] = [
      ["OPTIONS", "*"],
      ["GET", "*"],
      ["HEAD", "*"],
      ["POST", "*"],
      ["GET", "http://evil.example/cms/login"],
      ["GET", "http://evil.example/"],
      ["POST", "http://evil.example/contact"],
      ["GET", "https://evil.example/blog"],
      ["GET", `http://evil.example:${site.port}/about`],
      ["GET", `http://user@localhost:${site.port}/about`],
      ["GET", "evil.example:443"],
      ["GET", "about"],
      ["GET", "?x=1"],
      ["GET", "ftp://localhost/about"],
    ];
    let reachedTheApp = 0;
    const { written, lines } = await logsOf(async () => {
      for (const [method, target] of targets) {
        const { status, statusLine, reply } = await rawRequest(method, target);
        expect(status, `${method} ${target}: ${statusLine}`).toBe(400);
        // Node's own parser refuses some targets before the app (and its log) sees them.
        if (/^x-request-id:/im.test(reply)) reachedTheApp += 1;
      }
    });
    expect(written).not.toContain("[object Object]");
    expect(written).not.toMatch(/"stack"/);
    for (const line of lines) expect(line.level, JSON.stringify(line)).toBeLessThan(50);
    // One request line each, at warn, with its status.
    // (The readiness probe of the start may still be written in this window.)
    const requestLines = lines.filter(
      (line) => line.res !== undefined && (line.req as { path?: string }).path !== "/readyz",
    );
    expect(reachedTheApp).toBeGreaterThanOrEqual(targets.length - 3);
    expect(requestLines, JSON.stringify(requestLines)).toHaveLength(reachedTheApp);
    for (const line of requestLines) {
      expect(line.level).toBe(40);
      expect((line.res as { statusCode: number }).statusCode).toBe(400);
    }
  });

  it("serves an absolute-form target naming this very host like its path", async () => {
    const own = await rawRequest("GET", `http://localhost:${site.port}/about`);
    expect(own.status).toBe(200);
    expect(own.reply).toContain("<html");
    const page = await rawRequest("GET", `http://LOCALHOST:${site.port}/blog?page=1`);
    expect(page.status).toBe(200);
    // The checks on the path still apply to the path inside the URL.
    const folded = await rawRequest("GET", `http://localhost:${site.port}//evil.example/`);
    expect(folded.status).toBeGreaterThanOrEqual(400);
    expect(folded.status).toBeLessThan(500);
  });
});

describeWhen(needsBuild, "client errors in the log", () => {
  it("logs a refused cross-site .data post at warn, without a stack", async () => {
    const { written, lines } = await logsOf(async () => {
      const refused = await rawRequest("POST", "/quick-message.data", {
        headers: {
          origin: "http://evil.example",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "name=Ada&email=ada%40example.com&message=Hi",
      });
      expect(refused.status).toBe(400);
    });
    expect(written).not.toMatch(/"stack"/);
    const post = lines.filter(
      (line) => (line.req as { path?: string } | undefined)?.path === "/quick-message.data",
    );
    expect(post.length).toBeGreaterThan(0);
    for (const line of post) expect(line.level, JSON.stringify(line)).toBe(40);
    expect(post.find((line) => line.msg === "page request refused")).toMatchObject({
      status: 400,
      reason: "cross-site form submission",
    });
  });

  it("keeps at most 200 characters of a path", async () => {
    const { written, lines } = await logsOf(async () => {
      const long = await rawRequest("GET", `/blog/${"z".repeat(15_000)}`);
      expect(long.status).toBe(404);
    });
    expect(written).not.toContain("z".repeat(300));
    const paths = lines.map((line) => (line.req as { path?: string } | undefined)?.path).filter(Boolean);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect((path as string).length).toBeLessThanOrEqual(201);
  });
});

describeWhen(needsBuild, "the one-click unsubscribe (RFC 8058)", () => {
  it("unsubscribes when the mail provider posts from its own origin, and other actions keep refusing", async () => {
    const subscribed = await site.fetch("/api/blog/newsletter", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: site.env.PUBLIC_URL,
        "x-forwarded-for": nextIp(),
      },
      body: JSON.stringify({ email: "webmail-reader@mail.example" }),
    });
    expect(subscribed.status).toBe(200);
    await waitFor(
      () => sink.received.some((mail) => mail.to.includes("webmail-reader@mail.example")),
      30_000,
    );
    const mail = sink.received.find((received) => received.to.includes("webmail-reader@mail.example"));
    const header = parseMail(mail?.raw ?? "").headers["list-unsubscribe"] ?? "";
    const link = new URL(/<(http[^>]+)>/.exec(header)?.[1] ?? "");
    const target = `${link.pathname}${link.search}`;
    const state = async () => {
      const page = await rawRequest("GET", target);
      return /You(?:'|&#x27;|&#39;)re unsubscribed/.test(page.reply) ? "done" : "subscribed";
    };
    expect(await state()).toBe("subscribed");

    for (const origin of ["https://mail.webmail.example", "null"]) {
      const oneClick = await rawRequest("POST", target, {
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status, `Origin: ${origin}`).toBe(200);
    }
    expect(await state()).toBe("done");

    // Anything else from another origin is still refused.
    const lead = await rawRequest("POST", "/quick-message", {
      headers: {
        origin: "https://mail.webmail.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "name=Ada&email=ada%40example.com&message=Hi",
    });
    expect(lead.status).toBe(400);
    const confirm = await rawRequest("POST", "/newsletter/confirm", {
      headers: {
        origin: "https://mail.webmail.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: `token=${"a".repeat(43)}`,
    });
    expect(confirm.status).toBe(400);
  });
});
