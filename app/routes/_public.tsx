import { Outlet, useRouteError } from "react-router";
import { PublicFrame } from "~/components/layout/public-frame";
import { RouteErrorScreen } from "~/components/sections/route-error-screen";
import { notFoundMeta } from "~/content/not-found";
import { site } from "~/content/site";
import { hydrateOnIntentHandle } from "~/lib/hydration/route-handle";
import type { Route } from "./+types/_public";

/** Public pages load React on the visitor's first intent to interact (ADR 0018). */
export const handle = hydrateOnIntentHandle;

/** Layout of every public page: header, main, footer. */
export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

/** Only used when a page's loader throws; a page's own meta (with its not-found title) comes after. */
export const meta: Route.MetaFunction = ({ error }) =>
  error ? [{ title: `${notFoundMeta.title} | ${site.name}` }, { name: "robots", content: "noindex" }] : [];

/** Every public page's errors (a thrown 404 included) render inside the public frame. */
export function ErrorBoundary() {
  return (
    <PublicFrame>
      <RouteErrorScreen error={useRouteError()} />
    </PublicFrame>
  );
}
