import { Paragraph, transactionalMail } from "../layout";

/** The acknowledgement's paragraphs: our wording only (the greeting name is already cleaned). */
export function leadAcknowledgementMail({ subject, paragraphs }: { subject: string; paragraphs: string[] }) {
  return transactionalMail(
    subject,
    paragraphs.map((text) => <Paragraph key={text}>{text}</Paragraph>),
  );
}
