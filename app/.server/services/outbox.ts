import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { mailOutbox } from "../db/schema";

export type OutgoingMail = {
  /** What the mail is for, e.g. "lead-staff", "order-buyer", "newsletter-confirm". */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Already-escaped HTML: user input must go through escapeHtml() first. */
  html?: string;
  headers?: Record<string, string>;
};

type Executor = Pick<Db, "insert">;

/**
 * Queues a mail in the durable outbox. Pass the transaction that stores the lead or
 * order, so the mail exists exactly when the record does; the worker delivers it later.
 */
export async function enqueueMail(mail: OutgoingMail, executor: Executor = getDb()) {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes user input for mail HTML bodies. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char]);
}
