import { Form } from "react-router";
import { orderActionLabels } from "~/content/cms-inbox";
import { Button } from "~/components/ui/button";
import type { InboxItem } from "~/lib/schemas/inbox";
import { orderStatusLabels, staffOrderStatuses } from "~/lib/schemas/orders";
import { ActionNote, Hidden } from "../kit";
import { useFormAnswer } from "./forms";

/**
 * An open order's payment state and the buttons that move it (each a plain form post, so it works
 * without JavaScript). Marking it paid mails the buyer; every change is audited and sent to the
 * webhooks that asked for `order.updated`.
 */
export function OrderPayment({ item }: { item: InboxItem }) {
  const { busy: saving, answer } = useFormAnswer("order-status");
  const current = item.details.payment ?? "requested";
  return (
    <section aria-labelledby={`payment-${item.id}`} className="grid gap-2" data-testid="order-payment">
      <h4 id={`payment-${item.id}`} className="text-base font-bold text-ink">
        Payment
      </h4>
      <p className="text-sm text-muted">
        Order {item.details.order}:{" "}
        <span data-testid="order-status">{orderStatusLabels[current] ?? current}</span>. Marking it paid mails
        the buyer.
      </p>
      <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
        <Hidden intent="order-status" id={item.id} />
        {staffOrderStatuses.map((status) => (
          <Button
            key={status}
            type="submit"
            name="orderStatus"
            value={status}
            variant={status === "paid" ? "primary" : "outline"}
            size="sm"
            disabled={saving || current === status || (status === "refunded" && current !== "paid")}
          >
            {orderActionLabels[status]}
          </Button>
        ))}
      </Form>
      <ActionNote result={answer} />
    </section>
  );
}
