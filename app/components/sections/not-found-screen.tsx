import { Home, LayoutTemplate } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { notFoundScreen as copy } from "~/content/not-found";

export function NotFoundScreen() {
  return (
    <section className="container-page flex min-h-[65vh] flex-col items-center justify-center py-24 text-center">
      <p className="font-display text-7xl font-extrabold text-brand-500 sm:text-8xl" aria-hidden>
        {copy.code}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-md text-ink-soft">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link discover="none" to="/">
            <Home aria-hidden />
            {copy.home}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link discover="none" to="/products">
            <LayoutTemplate aria-hidden />
            {copy.templates}
          </Link>
        </Button>
      </div>
    </section>
  );
}
