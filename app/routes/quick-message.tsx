import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/quick-message";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Quick Message",
    description: "Send us a quick message and we will get back to you soon.",
  });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Quick Message</h1>
    </section>
  );
}
