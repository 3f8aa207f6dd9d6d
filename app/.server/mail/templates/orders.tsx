import { Button, Fields, List, MailBody, MailLayout, Paragraph, renderMail, Strong } from "../layout";

/**
 * The buyer's order confirmation. The buyer's address has not proven it belongs to whoever filled
 * in the form, so this mail carries nothing the request wrote: only our texts, the template, price,
 * order number and link.
 */
export function orderBuyerMail(input: {
  orderNumber: string;
  templateName: string;
  category: string;
  price: string;
  nextSteps: string[];
  link: string;
  businessName: string;
  phone: string;
}) {
  return {
    subject: `Your order ${input.orderNumber}: ${input.templateName} website template`,
    ...renderMail(
      <MailLayout>
        <MailBody>
          <Paragraph>Hello,</Paragraph>
          <Paragraph>
            Thank you for ordering the <Strong>{input.templateName}</Strong> website template from{" "}
            {input.businessName}.
          </Paragraph>
          <Fields
            rows={[
              ["Order number", input.orderNumber],
              ["Template", `${input.templateName} (${input.category})`],
              ["Price", input.price],
            ]}
          />
          <Paragraph>
            <Strong>What happens next:</Strong>
          </Paragraph>
          <List ordered items={input.nextSteps} />
          <Button href={input.link}>Your order</Button>
          <Paragraph>
            Did not order anything? Then someone typed your address by mistake: ignore this mail or reply and
            we will delete the order.
          </Paragraph>
          <Paragraph>Questions? Reply to this e-mail or call us at {input.phone}.</Paragraph>
          <Paragraph>{input.businessName}</Paragraph>
        </MailBody>
      </MailLayout>,
    ),
  };
}

/** The staff copy of an order: everything the buyer wrote, to send the invoice. */
export function orderStaffMail(input: {
  orderNumber: string;
  templateName: string;
  price: string;
  rows: [string, string][];
  email: string;
}) {
  return {
    subject: `New template order ${input.orderNumber}: ${input.templateName} (${input.price})`,
    ...renderMail(
      <MailLayout>
        <MailBody>
          <Paragraph>
            New template order <Strong>{input.orderNumber}</Strong>.
          </Paragraph>
          <Fields rows={input.rows} />
          <Paragraph>Send the invoice to {input.email} within one business day.</Paragraph>
        </MailBody>
      </MailLayout>,
    ),
  };
}

/** Tells the buyer their payment arrived. Only our texts and the order's own figures. */
export function orderPaidMail(input: {
  orderNumber: string;
  templateName: string;
  price: string;
  link: string;
  businessName: string;
  phone: string;
}) {
  return {
    subject: `Payment received for order ${input.orderNumber}`,
    ...renderMail(
      <MailLayout>
        <MailBody>
          <Paragraph>Hello,</Paragraph>
          <Paragraph>
            Thank you: we have received your payment of {input.price} for the {input.templateName} website
            template (order {input.orderNumber}).
          </Paragraph>
          <Paragraph>
            We now customize the template with your branding and content; this takes 1-2 weeks.
          </Paragraph>
          <Button href={input.link}>Your order</Button>
          <Paragraph>Questions? Reply to this e-mail or call us at {input.phone}.</Paragraph>
          <Paragraph>{input.businessName}</Paragraph>
        </MailBody>
      </MailLayout>,
    ),
  };
}
