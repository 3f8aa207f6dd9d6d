import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cms.login";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "CMS Login", description: "Staff sign-in." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">CMS Login</h1>
    </section>
  );
}
