import { cn } from "~/lib/utils";

/** The dark banner that opens an inner page. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("relative overflow-hidden bg-brand-950 text-white", className)}>
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(51_114_246/0.45),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgb(248_99_16/0.25),transparent)]"
      />
      <div className="container-page relative py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow text-ember-300">{eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          {intro ? <p className="mt-5 text-lg leading-relaxed text-brand-100">{intro}</p> : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
