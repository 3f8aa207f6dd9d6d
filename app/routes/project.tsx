import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/project";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Project", description: "A client website project." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Project</h1>
    </section>
  );
}
