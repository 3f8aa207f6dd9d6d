import { Button, MailBody, MailLayout, Paragraph, renderMail } from "../layout";

/** Tells staff a newsletter send stopped on the mail server's refusal, and how to resume it. */
export function newsletterPausedMail({
  subject,
  reason,
  link,
}: {
  subject: string;
  reason: string;
  link: string;
}) {
  return {
    subject: `Newsletter paused: ${subject}`,
    ...renderMail(
      <MailLayout>
        <MailBody>
          <Paragraph>
            The newsletter “{subject}” was paused: nobody else gets it until you resume it.
          </Paragraph>
          <Paragraph preserveLines>{reason}</Paragraph>
          <Paragraph>Once the mail server is fixed, press Resume under Newsletters.</Paragraph>
          <Button href={link}>Open Newsletters</Button>
        </MailBody>
      </MailLayout>,
    ),
  };
}
