import { PublicFrame } from "~/components/layout/public-frame";
import { RouteErrorScreen } from "./route-error-screen";

/** A thrown error's page: the public frame (header, footer) around the error view. */
export default function PublicErrorPage({ error }: { error: unknown }) {
  return (
    <PublicFrame>
      <RouteErrorScreen error={error} />
    </PublicFrame>
  );
}
