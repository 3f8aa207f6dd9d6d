import { Button, Fields, Heading, Paragraph, transactionalMail } from "../layout";
import { LeadMessage } from "./lead-notification";

/** A colleague gave you a lead: what it is, and the button to open it in the inbox. */
export function leadAssignedMail(input: {
  siteName: string;
  assigneeName: string;
  assignedBy: string;
  leadName: string;
  fields: [string, string][];
  message: string | null;
  link: string;
}) {
  return transactionalMail(
    `Lead assigned to you: ${input.leadName}`,
    <>
      <Heading>A lead is yours: {input.leadName}</Heading>
      <Paragraph>
        Hello {input.assigneeName}, {input.assignedBy} assigned this lead from the {input.siteName} website to
        you. The next step is yours.
      </Paragraph>
      <Fields rows={input.fields} />
      <LeadMessage message={input.message} />
      <Button href={input.link}>Open the lead</Button>
    </>,
    { preheader: `${input.assignedBy} gave you a lead from the ${input.siteName} website.` },
  );
}
