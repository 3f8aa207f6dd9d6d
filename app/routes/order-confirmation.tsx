import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/order-confirmation";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Order Confirmation", description: "Your template order." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Order Confirmation</h1>
    </section>
  );
}
