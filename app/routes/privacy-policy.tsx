import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Privacy Policy",
    description: "How we collect, use and protect your information.",
  });

export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Privacy Policy</h1>
    </section>
  );
}
