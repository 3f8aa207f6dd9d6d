import { PublicFrame } from "~/components/layout/public-frame";
import { ArrowLeft, FileQuestion, LayoutTemplate } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { NotFoundScreen } from "./not-found-screen";
import { Button } from "~/components/ui/button";
import { articlePage } from "~/content/blog";
import { serverErrorScreen as copy } from "~/content/server-error";
import { productPage } from "~/content/templates";
import type { ErrorBody } from "~/lib/route-errors";

const screenClass = "container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center";

/**
 * A 404 shows the not-found view its thrower chose (app/lib/route-errors.ts: the site's, an
 * article's, a product's); anything else the server error screen with its status.
 */
function RouteErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const kind = (error.data as ErrorBody | null)?.notFound;
    // An unknown article (spec 2.14).
    if (kind === "article")
      return (
        <section className={screenClass}>
          <FileQuestion aria-hidden className="size-14 text-brand-300" />
          <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{articlePage.notFound.title}</h1>
          <p className="mt-4 max-w-md text-ink-soft">{articlePage.notFound.text}</p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link discover="none" to="/blog">
              <ArrowLeft aria-hidden />
              {articlePage.notFound.back}
            </Link>
          </Button>
        </section>
      );
    // Spec 2.10: an unknown template id.
    if (kind === "product")
      return (
        <section className={screenClass}>
          <div className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <LayoutTemplate className="size-8" aria-hidden />
          </div>
          <h1 className="mt-6 text-3xl font-extrabold sm:text-4xl">{productPage.notFound.title}</h1>
          <p className="mt-4 max-w-md text-ink-soft">{productPage.notFound.text}</p>
          <Button asChild size="lg" className="mt-8">
            <Link discover="none" to="/products">
              {productPage.notFound.cta}
            </Link>
          </Button>
        </section>
      );
    return <NotFoundScreen />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className={screenClass}>
      <p className="eyebrow">
        {copy.statusPrefix}
        {status}
      </p>
      <h1 className="mt-3 text-3xl font-extrabold sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-md text-ink-soft">{copy.text}</p>
      <Button asChild className="mt-8">
        <a href="/">{copy.home}</a>
      </Button>
    </section>
  );
}

/** A thrown error's page: the public frame (header, footer) around the error view. */
export default function PublicErrorPage({ error }: { error: unknown }) {
  return (
    <PublicFrame>
      <RouteErrorScreen error={error} />
    </PublicFrame>
  );
}
