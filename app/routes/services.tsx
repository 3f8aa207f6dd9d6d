import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Services",
    description: "Websites, local SEO and paid ads built for home-service businesses.",
  });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Services</h1>
    </section>
  );
}
