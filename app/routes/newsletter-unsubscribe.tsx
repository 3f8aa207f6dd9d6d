import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Unsubscribe", description: "Unsubscribe from the newsletter." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Unsubscribe</h1>
    </section>
  );
}
