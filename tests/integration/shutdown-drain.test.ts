/**
 * A client whose upload is cut off by a shutdown still gets an answer: on SIGTERM the server drains
 * with an answer for everyone (app/.server/http/drain.ts). A stand-in app that, like the media
 * upload, stores a body only once the whole of it has arrived.
 */
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainable } from "~/.server/http/drain";

const stored: string[] = [];
let server: http.Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  stored.length = 0;
});

async function start() {
  const drain = drainable((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      stored.push(Buffer.concat(chunks).toString("utf8"));
      res.writeHead(201, { "content-type": "text/plain" }).end("stored");
    });
  });
  server = http.createServer(drain.listener);
  drain.attach(server);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return { drain, port: (server.address() as AddressInfo).port };
}

type Answer = { status: number; retryAfter?: string; connection?: string; text: string };

/** A POST whose headers and first part go out now; `rest` sends the remainder. */
function upload(port: number) {
  const body = "x".repeat(64 * 1024);
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/upload",
    headers: { "content-type": "application/octet-stream", "content-length": body.length },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on("response", (res: IncomingMessage) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers["retry-after"],
          connection: res.headers.connection,
          text,
        }),
      );
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, 1000));
  return { answer, rest: () => request.end(body.slice(1000)), body };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the server is handling the upload. A drain that begins before then closes a
 * listening socket with the connection still in its backlog, and the kernel resets it: that is a
 * client that never reached the server, not one under way.
 */
function reached() {
  return new Promise<void>((resolve) => server?.once("request", () => resolve()));
}

describe("draining on SIGTERM", () => {
  it("lets an upload that finishes within the grace period be stored and answered as usual", async () => {
    const { drain, port } = await start();
    const arrived = reached();
    const sending = upload(port);
    await arrived;
    const drained = drain.drain(5_000);
    await tick(100);
    sending.rest();
    expect((await sending.answer).status).toBe(201);
    expect(stored).toEqual([sending.body]);
    await drained;
  });

  it("answers an upload still arriving after the grace period with 503 and Retry-After, and stores none of it", async () => {
    const { drain, port } = await start();
    const arrived = reached();
    const sending = upload(port);
    await arrived;
    const started = Date.now();
    const drained = drain.drain(300);
    const answer = await sending.answer;
    expect(answer.status).toBe(503);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.connection).toBe("close");
    expect(answer.text).toMatch(/try again/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    // The client sends the rest after the answer: it is read and dropped, never stored.
    sending.rest();
    await drained;
    await tick(100);
    expect(stored).toEqual([]);
  });
});
