import { DarkBand } from "./section";

/** The dark banner that opens an inner page: the copy, its actions, then anything set `below` it. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  actionsClassName = "mt-8",
  below,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
  actionsClassName?: string;
  below?: React.ReactNode;
}) {
  return (
    <DarkBand>
      <div className="container-page relative py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow text-ember-300">{eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          {intro ? <p className="mt-5 text-lg leading-relaxed text-brand-100">{intro}</p> : null}
          {children ? <div className={actionsClassName}>{children}</div> : null}
        </div>
        {below}
      </div>
    </DarkBand>
  );
}
