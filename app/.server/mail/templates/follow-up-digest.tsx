import { Button, Heading, List, Paragraph, transactionalMail } from "../layout";

export type FollowUpLine = { name: string; kind: string; status: string; due: string; overdue: boolean };

const line = (entry: FollowUpLine) =>
  `${entry.overdue ? "Overdue" : "Due"} ${entry.due}: ${entry.name} (${entry.kind}, ${entry.status})`;

/** The morning mail of one assignee: their leads whose follow-up is due today or overdue. */
export function followUpDigestMail(input: {
  siteName: string;
  assigneeName: string;
  date: string;
  entries: FollowUpLine[];
  more: number;
  link: string;
}) {
  const n = input.entries.length + input.more;
  return transactionalMail(
    `Follow-ups for ${input.date}: ${n} lead${n === 1 ? "" : "s"}`,
    <>
      <Heading>Your follow-ups for {input.date}</Heading>
      <Paragraph>
        Good morning {input.assigneeName}. {n} of your leads on the {input.siteName} website{" "}
        {n === 1 ? "is" : "are"} due for a follow-up today or overdue:
      </Paragraph>
      <List items={input.entries.map(line)} />
      {input.more > 0 ? <Paragraph>…and {input.more} more in Due today.</Paragraph> : null}
      <Button href={input.link}>Due today</Button>
    </>,
  );
}
