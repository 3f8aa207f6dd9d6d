import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "About Us", description: "Meet the Houston team behind Hearthstone Digital." });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">About Us</h1>
    </section>
  );
}
