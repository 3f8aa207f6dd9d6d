import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { PublicFrame } from "~/components/layout/public-frame";
import { NotFoundScreen } from "~/components/sections/not-found-screen";

/** Layout of every public page: header, main, footer. */
export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicFrame>
        <NotFoundScreen />
      </PublicFrame>
    );
  }
  throw error;
}
