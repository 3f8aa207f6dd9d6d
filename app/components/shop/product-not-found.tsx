import { LayoutTemplate } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { productPage } from "~/content/templates";

/** Spec 2.10: the view for an unknown template id (answered with HTTP 404). */
export function ProductNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
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
}
