import { sql } from "drizzle-orm";
import { type Executor, getDb } from "../db/client";
import { mailOutbox } from "../db/schema";

export type OutgoingMail = {
  /** What the mail is for, e.g. "lead-staff", "order-buyer", "newsletter-confirm". */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** HTML from a mail template (renderMail in layout.tsx), which escapes every value it shows. */
  html?: string;
  headers?: Record<string, string>;
};

/** Queues a mail in the durable outbox; in the transaction of what it is about, it exists exactly when that does. */
export async function enqueueMail(mail: OutgoingMail, executor: Executor = getDb()) {
  const [row] = await executor.insert(mailOutbox).values(rowOf(mail)).returning({ id: mailOutbox.id });
  return row.id;
}

const rowOf = ({ kind, to, subject, text, html, headers }: OutgoingMail) => ({
  kind,
  to,
  subject,
  text,
  html,
  headers,
});

/** Queues many mails in the caller's transaction (an import's confirmations), 500 a statement. */
export async function enqueueMails(mails: OutgoingMail[], executor: Executor = getDb()) {
  for (let i = 0; i < mails.length; i += 500) {
    await executor.insert(mailOutbox).values(mails.slice(i, i + 500).map(rowOf));
  }
}

/**
 * Queues the mail only when `send` is true, in one statement either way: callers whose answer
 * must not reveal which case they are in (the newsletter) do the same work in both.
 */
export async function enqueueMailIf(send: boolean, mail: OutgoingMail, executor: Executor) {
  await executor.execute(sql`
    insert into ${mailOutbox} (${sql.identifier("kind")}, ${sql.identifier("to")}, ${sql.identifier("subject")},
      ${sql.identifier("text")}, ${sql.identifier("html")}, ${sql.identifier("headers")})
    select ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null},
      ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb
    where ${send}`);
}
