import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { InboxAnswer } from "~/lib/cms-pages";
import type { InboxItem } from "~/lib/schemas/inbox";
import { orderStatusLabels, staffOrderStatuses } from "~/lib/schemas/orders";
import { ActionNote, Hidden } from "../kit";

const actionLabels = {
  invoiced: "Mark invoiced",
  paid: "Mark paid",
  refunded: "Mark refunded",
  cancelled: "Mark cancelled",
} as const;

/**
 * An open order's payment state and the buttons that move it (each a plain form post, so it works
 * without JavaScript). Marking it paid mails the buyer; every change is audited and sent to the
 * webhooks that asked for `order.updated`.
 */
export function OrderPayment({ item }: { item: InboxItem }) {
  const navigation = useNavigation();
  const result = useActionData<InboxAnswer>();
  const answer = result?.intent === "order-status" ? result : null;
  const current = item.details.payment ?? "requested";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "order-status";
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
            {actionLabels[status]}
          </Button>
        ))}
      </Form>
      <ActionNote result={answer} />
    </section>
  );
}
