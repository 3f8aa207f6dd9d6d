import { Button, Paragraph, transactionalMail } from "../layout";

/** Tells staff a newsletter send stopped on the mail server's refusal, and how to resume it. */
export function newsletterPausedMail(input: { subject: string; reason: string; link: string }) {
  return transactionalMail(
    `Newsletter paused: ${input.subject}`,
    <>
      <Paragraph>
        The newsletter “{input.subject}” was paused: nobody else gets it until you resume it.
      </Paragraph>
      <Paragraph preserveLines>{input.reason}</Paragraph>
      <Paragraph>Once the mail server is fixed, press Resume under Newsletters.</Paragraph>
      <Button href={input.link}>Open Newsletters</Button>
    </>,
  );
}
