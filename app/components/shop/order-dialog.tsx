import { ShoppingCart } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { NativeDialog } from "~/components/ui/native-dialog";
import { checkoutPage } from "~/content/checkout";
import { formatPrice, productPage, type Template } from "~/content/templates";
import { CheckoutForm, type CheckoutPaymentCopy } from "./checkout-form";
import {
  ORDER_CHOICE_ATTRIBUTE,
  ORDER_DIALOG_ATTRIBUTE,
  ORDER_DIALOG_ID,
  ORDER_HREF_ATTRIBUTE,
  ORDER_TEXT_ATTRIBUTE,
  type OrderChoice,
} from "./order-choice";

function orderChoice(template: Template): OrderChoice {
  return {
    id: template.id,
    name: template.name,
    title: checkoutPage.dialogTitle(template.name),
    category: template.category,
    price: formatPrice(template.price),
  };
}

const text = (key: keyof OrderChoice) => ({ [ORDER_TEXT_ATTRIBUTE]: key });

/**
 * A catalog card's 'Purchase Now': a link to the template's checkout page, which the page's inline
 * script turns into the page's one order dialog, filled with this template (`OrderDialog`).
 */
export function PurchaseLink({ template }: { template: Template }) {
  const label = productPage.purchase;
  return (
    <a
      href={`/checkout/${template.id}`}
      // Pressed from the first touch (data-pressed) or the pointer's press: .purchase-link (app.css).
      className={buttonVariants({ className: "purchase-link" })}
      aria-label={`${label}: ${template.name}`}
      {...{
        [ORDER_DIALOG_ATTRIBUTE]: ORDER_DIALOG_ID,
        [ORDER_CHOICE_ATTRIBUTE]: JSON.stringify(orderChoice(template)),
      }}
    >
      <ShoppingCart aria-hidden />
      {label}
    </a>
  );
}

/**
 * The one order dialog of a page of cards, rendered with the first template; a `PurchaseLink`
 * fills its marked texts (which React never re-renders) with its own.
 */
export function OrderDialog({ template, payment }: { template: Template; payment: CheckoutPaymentCopy }) {
  const choice = orderChoice(template);
  return (
    <NativeDialog
      id={ORDER_DIALOG_ID}
      size="lg"
      title={
        <span {...text("title")} suppressHydrationWarning>
          {choice.title}
        </span>
      }
      description={
        <>
          <span {...text("category")} suppressHydrationWarning>
            {choice.category}
          </span>
          {" · "}
          <span className="font-semibold text-ink" {...text("price")} suppressHydrationWarning>
            {choice.price}
          </span>
          {" · "}
          {checkoutPage.dialogDescription}
        </>
      }
    >
      <CheckoutForm template={template} payment={payment} inDialog idBase="order" />
      <p className="mt-4 text-center text-sm">
        <a
          href={`/checkout/${template.id}`}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          {...{ [ORDER_HREF_ATTRIBUTE]: "" }}
          suppressHydrationWarning
        >
          {checkoutPage.fullPageLink}
        </a>
      </p>
    </NativeDialog>
  );
}
