import { Fields, Heading, MailBody, MailLayout, Paragraph, renderMail } from "../layout";

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
  return {
    subject: input.subject,
    ...renderMail(
      <MailLayout>
        <MailBody>
          <Heading>
            {input.title} from the {input.businessName} website.
          </Heading>
          <Fields rows={input.fields} />
          {input.message ? (
            <>
              <Paragraph>Message:</Paragraph>
              <Paragraph preserveLines>{input.message}</Paragraph>
            </>
          ) : null}
          <Fields rows={input.source} small />
          <Paragraph>Reply to this mail to answer {input.senderName} directly.</Paragraph>
        </MailBody>
      </MailLayout>,
    ),
  };
}
