import { notFoundMeta } from "~/content/not-found";
import { pageMeta } from "~/lib/meta";
import { notFound } from "~/lib/route-errors";
import type { Route } from "./+types/not-found";

/** Any unknown path: a thrown 404, which the public layout's boundary shows as the not-found screen. */
export function loader(): never {
  notFound();
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: notFoundMeta.title,
    description: notFoundMeta.description,
    noindex: true,
  });

/** Never rendered, but without a component this would be a resource route, sending the body as is. */
export default function NotFound() {
  return null;
}
