import type net from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpSink = {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
  /** Drops every connection at once and stops listening, as a crashed server does. */
  kill(): Promise<void>;
};

import { freePort } from "./clients";

export { freePort };

/**
 * A real SMTP server on loopback that keeps every message it accepts.
 * `rejectRecipient` answers RCPT TO with an SMTP error (e.g. 451 or 550);
 * `dataDelayMs` holds each message before accepting it.
 */
export async function startSmtpSink(
  options: {
    port?: number;
    rejectRecipient?: { code: number; text: string };
    /** Rejects only the addresses it answers for (a bounce of one subscriber among many). */
    rejectAddress?: (address: string) => { code: number; text: string } | undefined;
    dataDelayMs?: number;
    /** Runs when a recipient is accepted, before the client may send the message. */
    onRecipient?: (address: string) => Promise<void>;
    /** Runs when a message has fully arrived (the final dot), before it is accepted. */
    onMessage?: (to: string[]) => Promise<void>;
    /** True: the connection breaks after the message, before any answer (the mail is not kept). */
    dropBeforeAnswer?: (to: string[]) => boolean;
  } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Map<number, net.Socket>();
  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const rejection = options.rejectRecipient ?? options.rejectAddress?.(address.address);
      if (rejection) {
        const error = new Error(rejection.text) as Error & { responseCode: number };
        error.responseCode = rejection.code;
        return callback(error);
      }
      if (!options.onRecipient) return callback();
      options.onRecipient(address.address).then(() => callback(), callback);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const finish = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        };
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (options.dropBeforeAnswer?.(to)) {
          sockets.get(session.remotePort)?.destroy();
          return;
        }
        const hold = options.onMessage?.(to) ?? Promise.resolve();
        hold.then(() => {
          if (options.dataDelayMs) setTimeout(finish, options.dataDelayMs);
          else finish();
        }, callback);
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  (server as unknown as { server: net.Server }).server.on("connection", (socket: net.Socket) => {
    const port = socket.remotePort ?? 0;
    sockets.set(port, socket);
    socket.once("close", () => sockets.delete(port));
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // A client killed mid-session (the SIGKILL tests) resets its socket: expected, not a test failure.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async kill() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets.values()) socket.destroy();
      await closed;
    },
  };
}

/** Polls until `check` returns true (or throws after timeoutMs). */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, stepMs = 25) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error("waitFor: condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
