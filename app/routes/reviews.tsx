import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Client Reviews",
    description: "What home-service business owners say about working with us.",
  });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Client Reviews</h1>
    </section>
  );
}
