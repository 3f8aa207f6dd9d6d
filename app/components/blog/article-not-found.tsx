import { ArrowLeft, FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { articlePage as copy } from "~/content/blog";

/** The view for an unknown article (answered with HTTP 404). */
export function ArticleNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <FileQuestion aria-hidden className="size-14 text-brand-300" />
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{copy.notFound.title}</h1>
      <p className="mt-4 max-w-md text-ink-soft">{copy.notFound.text}</p>
      <Button asChild size="lg" variant="secondary" className="mt-8">
        <Link discover="none" to="/blog">
          <ArrowLeft aria-hidden />
          {copy.notFound.back}
        </Link>
      </Button>
    </section>
  );
}
