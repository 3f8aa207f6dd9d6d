import { Button, Fields, Paragraph, transactionalMail } from "../layout";

/** Tells the Administrators the site switched a webhook endpoint off, and how to switch it on again. */
export function webhookDisabledMail(input: {
  url: string;
  failures: number;
  lastError: string;
  link: string;
}) {
  return transactionalMail(
    `Webhook switched off: ${input.url}`,
    <>
      <Paragraph>
        The webhook endpoint below kept failing, so the site switched it off: it gets no new events until you
        switch it on again.
      </Paragraph>
      <Fields
        rows={[
          ["Endpoint", input.url],
          ["Failed attempts in a row", String(input.failures)],
          ["Last error", input.lastError],
        ]}
      />
      <Paragraph>
        Once the receiver works again, press Switch on under Settings, Webhooks. Deliveries it missed while
        off are sent then.
      </Paragraph>
      <Button href={input.link}>Open webhook settings</Button>
    </>,
  );
}
