import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.dashboard";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "CMS Dashboard", description: "Staff dashboard." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">CMS Dashboard</h1>
    </section>
  );
}
