import { Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ctaBandDefault } from "~/content/home";
import { useBusiness } from "~/lib/site-settings";
import { LinkButton } from "./section";

export type CtaLink = { label: string; to: string };

/** Closing call to action used at the end of most pages. */
export function CtaBand({
  title,
  text,
  primary = ctaBandDefault,
  secondary,
}: {
  title: string;
  text: string;
  primary?: CtaLink;
  secondary?: CtaLink;
}) {
  const business = useBusiness();
  return (
    <section className="section">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center text-white shadow-lift sm:px-12 sm:py-16">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgb(248_99_16/0.35),transparent)]"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h2>
            <p className="mt-4 text-lg text-brand-100">{text}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <LinkButton size="lg" {...primary} />
              {secondary ? (
                <LinkButton size="lg" variant="inverse" arrow={false} {...secondary} />
              ) : (
                <Button asChild size="lg" variant="inverse">
                  <a href={business.phoneHref}>
                    <Phone aria-hidden />
                    {business.phone}
                  </a>
                </Button>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
