import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/custom-quote";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Custom Website Quote",
    description: "Request a quote for a custom-designed website.",
  });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Custom Website Quote</h1>
    </section>
  );
}
