import type { Readable } from "node:stream";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import SMTPConnection, {
  type SMTPConnectionSendInfo,
  type SMTPEnvelope,
} from "nodemailer/lib/smtp-connection";

export type SmtpLanes = {
  /**
   * Sends one message. A stream is read only once the server has said "354, go ahead" (the
   * envelope is accepted), and the message ends (the final dot) only when the stream ends: this
   * is what lets the newsletter worker record a hand-off just before the server has the mail.
   */
  send(envelope: SMTPEnvelope, message: Readable): Promise<SMTPConnectionSendInfo>;
  close(): void;
};

type Lane = { connection: SMTPConnection; sent: number; open: boolean };

const MESSAGES_PER_CONNECTION = 1000;

/**
 * SMTP connections kept open between mails (the newsletter worker's pool). nodemailer's own pool
 * reads a message stream before the envelope is accepted, so it cannot tell "the server has the
 * mail" from "the server never got it"; a bare SMTPConnection can (ADR 0033).
 */
export function createSmtpLanes(url: string): SmtpLanes {
  const options = {
    ...parseConnectionUrl(url),
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 30_000,
  };
  const idle: Lane[] = [];

  async function open(): Promise<Lane> {
    const connection = new SMTPConnection(options);
    const lane: Lane = { connection, sent: 0, open: true };
    // A failing socket also fails the send in progress, which decides what happens to the mail.
    connection.on("error", () => {
      lane.open = false;
    });
    connection.once("end", () => {
      lane.open = false;
    });
    await new Promise<void>((resolve, reject) =>
      connection.connect((error) => (error ? reject(error) : resolve())),
    );
    if (options.auth) {
      await new Promise<void>((resolve, reject) =>
        connection.login(options.auth, (error) => (error ? reject(error) : resolve())),
      );
    }
    return lane;
  }

  function take(): Lane | undefined {
    let lane = idle.pop();
    while (lane && !lane.open) lane = idle.pop();
    return lane;
  }

  function retire(lane: Lane) {
    lane.open = false;
    lane.connection.close();
  }

  async function giveBack(lane: Lane, refused: boolean) {
    if (!lane.open) return retire(lane);
    if (lane.sent >= MESSAGES_PER_CONNECTION) {
      lane.open = false;
      return lane.connection.quit();
    }
    if (refused) {
      // The server refused this mail but kept the session: reset it before the next envelope.
      const reset = await new Promise<boolean>((resolve) =>
        lane.connection.reset((error) => resolve(!error)),
      );
      if (!reset) return retire(lane);
    }
    idle.push(lane);
  }

  return {
    async send(envelope, message) {
      const lane = take() ?? (await open());
      lane.sent += 1;
      try {
        const info = await new Promise<SMTPConnectionSendInfo>((resolve, reject) =>
          lane.connection.send(envelope, message, (error, result) =>
            error ? reject(error) : resolve(result),
          ),
        );
        await giveBack(lane, false);
        return info;
      } catch (error) {
        // A refusal with an SMTP answer leaves a usable session; anything else (a stream that
        // failed mid-message, a broken socket) may leave it mid-DATA, so it is closed, never reused.
        const answered = typeof (error as { responseCode?: unknown }).responseCode === "number";
        if (answered && !message.destroyed) await giveBack(lane, true);
        else retire(lane);
        throw error;
      }
    },
    close() {
      for (const lane of idle.splice(0)) {
        lane.open = false;
        lane.connection.quit();
      }
    },
  };
}
