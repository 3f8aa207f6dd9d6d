import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Sitemap", description: "Every page on our site." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Sitemap</h1>
    </section>
  );
}
