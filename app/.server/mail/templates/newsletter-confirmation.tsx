import type { BusinessDetails } from "~/lib/schemas/site-settings";
import { Button, Paragraph, TextLink, transactionalMail } from "../layout";

/** The double opt-in mail a newsletter sign-up (or an import) sends. */
export function newsletterConfirmationMail({
  confirm,
  unsubscribe,
  business,
}: {
  confirm: string;
  unsubscribe: string;
  business: Pick<BusinessDetails, "name" | "address">;
}) {
  return transactionalMail(
    `Confirm your ${business.name} newsletter subscription`,
    <>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>
        Someone (hopefully you) asked to receive the {business.name} Marketing Hub newsletter at this address:
        practical marketing tips for home-service businesses, about twice a month.
      </Paragraph>
      <Paragraph>Please confirm your subscription by opening this link and pressing the button:</Paragraph>
      <Button href={confirm}>Confirm my subscription</Button>
      <Paragraph>If this wasn't you, ignore this mail: nothing will be sent unless you confirm.</Paragraph>
    </>,
    {
      footer: (
        <>
          <Paragraph muted>
            <TextLink href={unsubscribe}>Unsubscribe at any time</TextLink>
          </Paragraph>
          <Paragraph muted>
            {business.name}, {business.address.city}, {business.address.region}
          </Paragraph>
        </>
      ),
    },
  );
}
