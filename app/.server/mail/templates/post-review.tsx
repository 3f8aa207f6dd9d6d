import { Button, Heading, MailBody, MailLayout, Paragraph, renderMail } from "../layout";

const shown = (title: string) => title.trim() || "Untitled post";

/** To every Editor (and above): a draft waits for their review. */
export function reviewRequestMail({ author, title, link }: { author: string; title: string; link: string }) {
  return {
    subject: `Review requested: ${shown(title)}`,
    ...renderMail(
      <MailLayout preheader={`${author} submitted a draft for review.`}>
        <MailBody>
          <Heading>A draft is waiting for review</Heading>
          <Paragraph>
            {author} submitted “{shown(title)}” for review. Publish or schedule it, or send it back with a
            note.
          </Paragraph>
          <Button href={link}>Open the draft</Button>
        </MailBody>
      </MailLayout>,
    ),
  };
}

/** To the author: an Editor sent their draft back, with the note they wrote. */
export function sentBackMail({
  editor,
  title,
  note,
  link,
}: {
  editor: string;
  title: string;
  note: string;
  link: string;
}) {
  return {
    subject: `Sent back for changes: ${shown(title)}`,
    ...renderMail(
      <MailLayout preheader={`${editor} sent your draft back with a note.`}>
        <MailBody>
          <Heading>Your draft was sent back</Heading>
          <Paragraph>
            {editor} sent “{shown(title)}” back to you with this note:
          </Paragraph>
          <Paragraph>{note}</Paragraph>
          <Paragraph>Make the changes, then submit it for review again.</Paragraph>
          <Button href={link}>Open the draft</Button>
        </MailBody>
      </MailLayout>,
    ),
  };
}
