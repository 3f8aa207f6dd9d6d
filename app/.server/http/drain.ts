import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";

const RETRY_AFTER_SECONDS = "5";
const MESSAGE = "The server is restarting. Please try again in a moment.";

export type Drain = {
  /** The server's request listener: the app, or a 503 once draining has begun. */
  listener: RequestListener;
  /**
   * A graceful stop (SIGTERM): no new connections; a request on a connection that stays open
   * gets 503; requests under way have `graceMs` to finish as usual. Then each one still under
   * way is answered 503 (its body, if still arriving, is not read any further, so nothing of it
   * is stored) and its connection closed. Resolves when no request is left.
   */
  drain(graceMs: number): Promise<void>;
};

/**
 * Graceful shutdown that answers every client: Node's own `server.close()` waits
 * for requests under way however long they take, and the process manager's SIGKILL then cuts
 * them off without an answer. What a SIGKILL itself cuts off cannot be answered by anyone (ADR 0026).
 */
export function drainable(app: RequestListener): Drain & { attach(server: Server): void } {
  let draining = false;
  let server: Server | undefined;
  const underWay = new Map<ServerResponse, IncomingMessage>();

  const listener: RequestListener = (req, res) => {
    if (draining) return refuse(req, res);
    underWay.set(res, req);
    res.once("close", () => underWay.delete(res));
    app(req, res);
  };

  return {
    listener,
    attach(target) {
      server = target;
    },
    async drain(graceMs) {
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
 * 503 with Retry-After and `Connection: close`. A request whose body is still arriving is no
 * longer given to the app: its body listeners are taken away and the rest of the body is read
 * and dropped, so whatever handler reads it never gets the whole of it (an upload is stored
 * only once its whole body is in) and the client, still sending, is not reset before it can
 * read the answer. The connection is closed a moment later.
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
