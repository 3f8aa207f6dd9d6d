import { Button, Fields, MailBody, MailLayout, Paragraph, renderMail } from "../layout";

/** Tells the Administrators the site switched a webhook endpoint off, and how to switch it on again. */
export function webhookDisabledMail({
  url,
  failures,
  lastError,
  link,
}: {
  url: string;
  failures: number;
  lastError: string;
  link: string;
}) {
  return {
    subject: `Webhook switched off: ${url}`,
    ...renderMail(
      <MailLayout>
        <MailBody>
          <Paragraph>
            The webhook endpoint below kept failing, so the site switched it off: it gets no new events until
            you switch it on again.
          </Paragraph>
          <Fields
            rows={[
              ["Endpoint", url],
              ["Failed attempts in a row", String(failures)],
              ["Last error", lastError],
            ]}
          />
          <Paragraph>
            Once the receiver works again, press Switch on under Settings, Webhooks. Deliveries it missed
            while off are sent then.
          </Paragraph>
          <Button href={link}>Open webhook settings</Button>
        </MailBody>
      </MailLayout>,
    ),
  };
}
