import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Client Results",
    description: "Real growth numbers from plumbers, HVAC companies and electricians we work with.",
  });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Client Results</h1>
    </section>
  );
}
