import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Article", description: "A Marketing Hub article." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Article</h1>
    </section>
  );
}
