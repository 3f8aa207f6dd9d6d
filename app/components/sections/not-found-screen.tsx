import { Home, LayoutTemplate } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export function NotFoundScreen() {
  return (
    <section className="container-page flex min-h-[65vh] flex-col items-center justify-center py-24 text-center">
      <p className="font-display text-7xl font-extrabold text-brand-500 sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-md text-ink-soft">
        Sorry, we couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">
            <Home aria-hidden />
            Return Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/products">
            <LayoutTemplate aria-hidden />
            View Templates
          </Link>
        </Button>
      </div>
    </section>
  );
}
