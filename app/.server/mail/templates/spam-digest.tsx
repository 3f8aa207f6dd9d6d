import { Button, Heading, List, Paragraph, transactionalMail } from "../layout";

export type DigestLine = { kind: string; name: string; email: string; receivedAt: string; reason: string };

const line = (entry: DigestLine) =>
  `${entry.kind}: ${entry.name} <${entry.email}>, ${entry.receivedAt} (${entry.reason})`;

/** The daily list of submissions filed as spam, possible leads first. */
export function spamDigestMail(input: {
  siteName: string;
  total: number;
  possible: DigestLine[];
  plain: DigestLine[];
  more: number;
  inbox: string;
}) {
  const { total, possible, plain } = input;
  return transactionalMail(
    `Spam digest: ${possible.length} possible lead${possible.length === 1 ? "" : "s"}, ${total} in all`,
    <>
      <Heading>Spam digest</Heading>
      <Paragraph>
        {total} submission{total === 1 ? " was" : "s were"} filed as spam on the {input.siteName} website
        since the last digest. They got no mail.
      </Paragraph>
      {possible.length ? (
        <>
          <Paragraph>
            Possible leads ({possible.length}): only the time check flagged them. Open each and press "Not
            spam" if it is real; the sender then gets the acknowledgement and you the usual notification.
          </Paragraph>
          <List items={possible.map(line)} />
        </>
      ) : null}
      {plain.length ? (
        <>
          <Paragraph>Spam ({plain.length}):</Paragraph>
          <List items={plain.map(line)} />
        </>
      ) : null}
      {input.more > 0 ? <Paragraph>…and {input.more} more in the Spam view.</Paragraph> : null}
      <Button href={input.inbox}>Spam view</Button>
    </>,
  );
}
