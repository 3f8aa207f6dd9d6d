import { data } from "react-router";
import { NotFoundScreen } from "~/components/sections/not-found-screen";
import { notFoundMeta } from "~/content/not-found";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

/** Any unknown path: the not-found screen with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: notFoundMeta.title,
    description: notFoundMeta.description,
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundScreen />;
}
