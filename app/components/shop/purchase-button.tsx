import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { type ButtonProps, buttonVariants } from "~/components/ui/button";
import { NativeDialog } from "~/components/ui/native-dialog";
import { checkoutPage } from "~/content/checkout";
import { formatPrice, productPage, type Template } from "~/content/templates";
import { cn } from "~/lib/utils";
import { CheckoutForm, type CheckoutPaymentCopy } from "./checkout-form";

/**
 * 'Purchase Now' opens the order form in a native dialog at the tap, with a link to the full
 * checkout page; React adds the in-browser checks once a field takes focus.
 */
export function PurchaseButton({
  template,
  payment,
  size = "md",
  className,
}: {
  template: Template;
  payment: CheckoutPaymentCopy;
  size?: ButtonProps["size"];
  className?: string;
}) {
  const label = productPage.purchase;
  return (
    <NativeDialog
      size="lg"
      // Pressed from the first touch (data-pressed: a phone applies :active only when a tap ends).
      triggerClassName={buttonVariants({
        size,
        className: cn(
          "active:translate-y-px active:bg-ember-800 data-pressed:translate-y-px data-pressed:bg-ember-800",
          className,
        ),
      })}
      triggerLabel={`${label}: ${template.name}`}
      trigger={
        <>
          <ShoppingCart aria-hidden />
          {label}
        </>
      }
      title={checkoutPage.dialogTitle(template.name)}
      description={
        <>
          {template.category} · <span className="font-semibold text-ink">{formatPrice(template.price)}</span>
          {" · "}
          {checkoutPage.dialogDescription}
        </>
      }
    >
      <CheckoutForm template={template} payment={payment} inDialog />
      <p className="mt-4 text-center text-sm">
        <Link
          discover="none"
          to={`/checkout/${template.id}`}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {checkoutPage.fullPageLink}
        </Link>
      </p>
    </NativeDialog>
  );
}
