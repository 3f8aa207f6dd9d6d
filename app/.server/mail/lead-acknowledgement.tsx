import { leadAcknowledgementTexts as copy } from "~/content/forms";
import type { BusinessDetails } from "~/lib/schemas/site-settings";
import { Paragraph, transactionalMail } from "./layout";
import type { OutgoingMail } from "./outbox";

/**
 * A greeting name: the first word's letters, apostrophes and hyphens, at most 30 characters, so the
 * acknowledgement carries no text of the sender's choosing to whatever address they typed.
 */
export function greetingName(name: string): string | undefined {
  const first = name.trim().split(/[\s\p{Cc}\u2028\u2029]+/u)[0] ?? "";
  const cleaned = first.replace(/[^\p{L}\p{M}'-]/gu, "").slice(0, 30);
  return /\p{L}/u.test(cleaned) ? cleaned : undefined;
}

/** The mail that tells a lead's sender it arrived, and when to expect an answer. */
export function leadAcknowledgement(
  lead: { name: string; email: string },
  business: Pick<BusinessDetails, "name">,
): OutgoingMail {
  const greeting = copy.greeting(greetingName(lead.name));
  const paragraphs = [greeting, copy.body(business.name), copy.noReplyNeeded, copy.signOff(business.name)];
  return {
    kind: "lead-ack",
    to: lead.email,
    // Our wording only (the greeting name is already cleaned).
    ...transactionalMail(
      copy.subject(business.name),
      paragraphs.map((text) => <Paragraph key={text}>{text}</Paragraph>),
    ),
    // RFC 3834: an automatic answer; mail systems must not answer it automatically in turn.
    headers: { "Auto-Submitted": "auto-replied" },
  };
}
