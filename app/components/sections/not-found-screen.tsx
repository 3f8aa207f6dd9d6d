import { Home, LayoutTemplate } from "lucide-react";
import { LinkButton } from "~/components/sections/section";
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
        <LinkButton to="/" label={copy.home} icon={Home} size="lg" />
        <LinkButton to="/products" label={copy.templates} icon={LayoutTemplate} size="lg" variant="outline" />
      </div>
    </section>
  );
}
