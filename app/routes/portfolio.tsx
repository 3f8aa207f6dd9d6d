import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Portfolio",
    description: "Websites we have designed and built for local home-service companies.",
  });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Portfolio</h1>
    </section>
  );
}
