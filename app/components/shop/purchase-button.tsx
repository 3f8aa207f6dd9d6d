import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { checkoutPage } from "~/content/checkout";
import { formatPrice, productPage, type Template } from "~/content/templates";
import { HYDRATE_ATTRIBUTE } from "~/lib/hydration/on-intent";
import { CheckoutForm, type CheckoutPaymentCopy } from "./checkout-form";

/**
 * 'Purchase Now': a link to /checkout/{id}, so it works without JavaScript (and when React
 * cannot load, the held press falls back to it). With React a plain click opens the same order
 * form in a dialog instead.
 */
export function PurchaseButton({
  template,
  payment,
  size = "md",
  className,
  label = productPage.purchase,
}: {
  template: Template;
  payment: CheckoutPaymentCopy;
  size?: ButtonProps["size"];
  className?: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const href = `/checkout/${template.id}`;
  return (
    <>
      <Button asChild size={size} className={className}>
        <Link
          to={href}
          aria-label={`${label}: ${template.name}`}
          // The dialog is React: a press starts loading it and waits for it (ADR 0019).
          {...{ [HYDRATE_ATTRIBUTE]: "" }}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
              return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          <ShoppingCart aria-hidden />
          {label}
        </Link>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent size="lg">
            <DialogHeader>
              <DialogTitle>{checkoutPage.dialogTitle(template.name)}</DialogTitle>
              <DialogDescription>
                {template.category} ·{" "}
                <span className="font-semibold text-ink">{formatPrice(template.price)}</span>
                {" · "}
                {checkoutPage.dialogDescription}
              </DialogDescription>
            </DialogHeader>
            <CheckoutForm template={template} payment={payment} autoFocus />
            <p className="mt-4 text-center text-sm">
              <Link to={href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {checkoutPage.fullPageLink}
              </Link>
            </p>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
