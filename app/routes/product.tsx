import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Template", description: "Website template details." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Template</h1>
    </section>
  );
}
