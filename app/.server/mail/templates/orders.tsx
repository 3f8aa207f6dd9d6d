import { Button, Fields, List, Paragraph, transactionalMail } from "../layout";

type OrderFigures = { orderNumber: string; templateName: string; price: string };
type BuyerMail = OrderFigures & { link: string; businessName: string; phone: string };

/** The closing lines of a buyer's mail: where to ask, and who writes. */
const BuyerSignature = ({ phone, businessName }: { phone: string; businessName: string }) => (
  <>
    <Paragraph>Questions? Reply to this e-mail or call us at {phone}.</Paragraph>
    <Paragraph>{businessName}</Paragraph>
  </>
);

/**
 * The buyer's order confirmation. The buyer's address has not proven it belongs to whoever filled
 * in the form, so this mail carries nothing the request wrote: only our texts, the template, price,
 * order number and link.
 */
export function orderBuyerMail(input: BuyerMail & { category: string; nextSteps: string[] }) {
  return transactionalMail(
    `Your order ${input.orderNumber}: ${input.templateName} website template`,
    <>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you for ordering the <strong>{input.templateName}</strong> website template from{" "}
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
        <strong>What happens next:</strong>
      </Paragraph>
      <List ordered items={input.nextSteps} />
      <Button href={input.link}>Your order</Button>
      <Paragraph>
        Did not order anything? Then someone typed your address by mistake: ignore this mail or reply and we
        will delete the order.
      </Paragraph>
      <BuyerSignature {...input} />
    </>,
  );
}

/** The staff copy of an order: everything the buyer wrote, to send the invoice. */
export function orderStaffMail(input: OrderFigures & { rows: [string, string][]; email: string }) {
  return transactionalMail(
    `New template order ${input.orderNumber}: ${input.templateName} (${input.price})`,
    <>
      <Paragraph>
        New template order <strong>{input.orderNumber}</strong>.
      </Paragraph>
      <Fields rows={input.rows} />
      <Paragraph>Send the invoice to {input.email} within one business day.</Paragraph>
    </>,
  );
}

/** Tells the buyer their payment arrived. Only our texts and the order's own figures. */
export function orderPaidMail(input: BuyerMail) {
  return transactionalMail(
    `Payment received for order ${input.orderNumber}`,
    <>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you: we have received your payment of {input.price} for the {input.templateName} website
        template (order {input.orderNumber}).
      </Paragraph>
      <Paragraph>
        We now customize the template with your branding and content; this takes 1-2 weeks.
      </Paragraph>
      <Button href={input.link}>Your order</Button>
      <BuyerSignature {...input} />
    </>,
  );
}
