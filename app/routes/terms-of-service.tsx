import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Terms of Service",
    description: "The terms that govern use of our website and services.",
  });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Terms of Service</h1>
    </section>
  );
}
