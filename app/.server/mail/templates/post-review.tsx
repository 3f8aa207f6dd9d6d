import { Button, Heading, Paragraph, transactionalMail } from "../layout";

const shown = (title: string) => title.trim() || "Untitled post";

/** To every Editor (and above): a draft waits for their review. */
export function reviewRequestMail({ author, title, link }: { author: string; title: string; link: string }) {
  return transactionalMail(
    `Review requested: ${shown(title)}`,
    <>
      <Heading>A draft is waiting for review</Heading>
      <Paragraph>
        {author} submitted “{shown(title)}” for review. Publish or schedule it, or send it back with a note.
      </Paragraph>
      <Button href={link}>Open the draft</Button>
    </>,
    { preheader: `${author} submitted a draft for review.` },
  );
}

/** To the author: an Editor sent their draft back, with the note they wrote. */
export function sentBackMail(input: { editor: string; title: string; note: string; link: string }) {
  return transactionalMail(
    `Sent back for changes: ${shown(input.title)}`,
    <>
      <Heading>Your draft was sent back</Heading>
      <Paragraph>
        {input.editor} sent “{shown(input.title)}” back to you with this note:
      </Paragraph>
      <Paragraph>{input.note}</Paragraph>
      <Paragraph>Make the changes, then submit it for review again.</Paragraph>
      <Button href={input.link}>Open the draft</Button>
    </>,
    { preheader: `${input.editor} sent your draft back with a note.` },
  );
}
