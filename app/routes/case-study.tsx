import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/case-study";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Case Study", description: "A client case study." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Case Study</h1>
    </section>
  );
}
