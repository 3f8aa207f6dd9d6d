import { MailBody, MailLayout, Paragraph, renderMail } from "../layout";

/** The acknowledgement's paragraphs: our wording only (the greeting name is already cleaned). */
export function leadAcknowledgementMail({ subject, paragraphs }: { subject: string; paragraphs: string[] }) {
  return {
    subject,
    ...renderMail(
      <MailLayout>
        <MailBody>
          {paragraphs.map((text) => (
            <Paragraph key={text}>{text}</Paragraph>
          ))}
        </MailBody>
      </MailLayout>,
    ),
  };
}
