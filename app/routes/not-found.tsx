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

/**
 * Never rendered (the loader always throws), but it makes this a page route: a route module
 * without a component is a resource route, which would send the thrown body as is.
 */
export default function NotFound() {
  return null;
}
