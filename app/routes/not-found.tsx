import { data } from "react-router";
import { NotFoundScreen } from "~/components/sections/not-found-screen";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

/** Any unknown path: the not-found screen with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Page Not Found",
    description: "The page you are looking for could not be found.",
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundScreen />;
}
