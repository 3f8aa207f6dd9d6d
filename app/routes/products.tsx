import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Website Templates",
    description: "Ready-made website templates you can launch in weeks: Website To-Go.",
  });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Website Templates</h1>
    </section>
  );
}
