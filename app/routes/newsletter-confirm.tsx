import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Confirm your subscription",
    description: "Confirm your newsletter subscription.",
  });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Confirm your subscription</h1>
    </section>
  );
}
