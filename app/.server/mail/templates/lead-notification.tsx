import { Fields, Heading, Paragraph, transactionalMail } from "../layout";

/** A lead's message, keeping the lines its sender typed (nothing when it has none). */
export const LeadMessage = ({ message }: { message: string | null }) =>
  message ? (
    <>
      <Paragraph>Message:</Paragraph>
      <Paragraph preserveLines>{message}</Paragraph>
    </>
  ) : null;

/**
 * The staff notification of a new lead. Every value but the message arrives on one line (a line
 * break in any other value would forge mail lines); the message keeps the lines its sender typed.
 */
export function leadNotificationMail(input: {
  title: string;
  subject: string;
  businessName: string;
  senderName: string;
  fields: [string, string][];
  message: string | null;
  source: [string, string][];
}) {
  return transactionalMail(
    input.subject,
    <>
      <Heading>
        {input.title} from the {input.businessName} website.
      </Heading>
      <Fields rows={input.fields} />
      <LeadMessage message={input.message} />
      <Fields rows={input.source} small />
      <Paragraph>Reply to this mail to answer {input.senderName} directly.</Paragraph>
    </>,
  );
}
