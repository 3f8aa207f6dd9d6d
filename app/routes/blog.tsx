import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Marketing Hub", description: "Marketing tips for home-service businesses." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Marketing Hub</h1>
    </section>
  );
}
