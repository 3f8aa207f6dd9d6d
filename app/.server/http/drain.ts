import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";

const RETRY_AFTER_SECONDS = "5";
const MESSAGE = "The server is restarting. Please try again in a moment.";

/**
 * Graceful shutdown that answers every client (ADR 0026): Node's `server.close()` waits for
 * requests however long they take, and the process manager's SIGKILL then cuts them off unanswered.
 */
export function drainable(app: RequestListener) {
  let draining = false;
  let server: Server | undefined;
  const underWay = new Map<ServerResponse, IncomingMessage>();

  return {
    /** The server's request listener: the app, or a 503 once draining has begun. */
    listener: ((req, res) => {
      if (draining) return refuse(req, res);
      underWay.set(res, req);
      res.once("close", () => underWay.delete(res));
      app(req, res);
    }) as RequestListener,
    attach(target: Server) {
      server = target;
    },
    /** No new connections; requests under way get `graceMs` to finish, then a 503. */
    async drain(graceMs: number) {
      draining = true;
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server?.closeIdleConnections();
      const left = () => underWay.size === 0;
      const deadline = Date.now() + graceMs;
      while (!left() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      for (const [res, req] of underWay) refuse(req, res);
      await closed;
    },
  };
}

/**
 * 503 with Retry-After and `Connection: close`. The rest of a body still arriving is read and
 * dropped, never given to the app (so no half upload is stored), and the client can read the answer.
 */
function refuse(req: IncomingMessage, res: ServerResponse) {
  const started = res.headersSent;
  if (!req.complete) {
    for (const event of ["data", "end"] as const) req.removeAllListeners(event);
    req.on("data", () => {});
    req.resume();
  }
  if (!started) {
    res.writeHead(503, {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": RETRY_AFTER_SECONDS,
      "Cache-Control": "no-store",
      Connection: "close",
    });
    res.end(MESSAGE);
  }
  // An answer already under way (a streamed page) cannot become a 503: it is cut off.
  const socket = req.socket;
  setTimeout(() => socket.destroy(), started ? 0 : 500).unref();
}
