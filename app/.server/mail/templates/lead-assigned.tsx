import { Button, Fields, Heading, MailBody, MailLayout, Paragraph, renderMail } from "../layout";

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
  return {
    subject: `Lead assigned to you: ${input.leadName}`,
    ...renderMail(
      <MailLayout preheader={`${input.assignedBy} gave you a lead from the ${input.siteName} website.`}>
        <MailBody>
          <Heading>A lead is yours: {input.leadName}</Heading>
          <Paragraph>
            Hello {input.assigneeName}, {input.assignedBy} assigned this lead from the {input.siteName}{" "}
            website to you. The next step is yours.
          </Paragraph>
          <Fields rows={input.fields} />
          {input.message ? (
            <>
              <Paragraph>Message:</Paragraph>
              <Paragraph preserveLines>{input.message}</Paragraph>
            </>
          ) : null}
          <Button href={input.link}>Open the lead</Button>
        </MailBody>
      </MailLayout>,
    ),
  };
}
