import { LayoutDashboard } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cmsErrorScreen as copy } from "~/content/cms-errors";
import type { ErrorBody } from "~/lib/route-errors";

/** The CMS shell's error view (app/routes/cms.shell.tsx): what went wrong, and the way back. */
export function CmsErrorPanel({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? (error.data as ErrorBody | null)?.message : undefined;
  const text = status === 404 ? copy.notFound : status === 403 ? copy.forbidden : copy.failed;
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <p className="eyebrow">
        {copy.statusPrefix}
        {status}
      </p>
      <h1 className="mt-3 text-2xl font-extrabold sm:text-3xl">{text.title}</h1>
      <p className="mt-3 max-w-md text-ink-soft">{message ?? text.text}</p>
      <Button asChild className="mt-6">
        <Link to="/cms/dashboard">
          <LayoutDashboard aria-hidden />
          {copy.dashboard}
        </Link>
      </Button>
    </section>
  );
}
