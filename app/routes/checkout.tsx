import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Checkout", description: "Order a website template." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Checkout</h1>
    </section>
  );
}
