import { Outlet, useRouteError } from "react-router";
import { PublicFrame } from "~/components/layout/public-frame";
import { notFoundMetaTags } from "~/lib/meta";
import { hydrateOnIntentHandle } from "~/lib/hydration/route-handle";
import { LazyPublicErrorPage } from "~/components/sections/lazy-public-error-page";
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

/** Only used when a page's loader throws (a 404 from a dynamic page): pages set their own meta. */
export const meta: Route.MetaFunction = ({ error, matches }) => (error ? notFoundMetaTags(matches) : []);

/** Every public page's errors (a thrown 404 included) render inside the public frame. */
export function ErrorBoundary() {
  return <LazyPublicErrorPage error={useRouteError()} />;
}
