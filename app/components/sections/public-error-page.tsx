import { PublicFrame } from "~/components/layout/public-frame";
import { isRouteErrorResponse } from "react-router";
import { ArticleNotFound } from "~/components/blog/article-not-found";
import { NotFoundScreen } from "./not-found-screen";
import { ProductNotFound } from "~/components/shop/product-not-found";
import { Button } from "~/components/ui/button";
import { serverErrorScreen as copy } from "~/content/server-error";
import type { ErrorBody } from "~/lib/route-errors";

/**
 * A 404 shows the not-found view its thrower chose (app/lib/route-errors.ts: the site's, an
 * article's, a product's); anything else the server error screen with its status.
 */
function RouteErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const kind = (error.data as ErrorBody | null)?.notFound;
    if (kind === "article") return <ArticleNotFound />;
    if (kind === "product") return <ProductNotFound />;
    return <NotFoundScreen />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
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
