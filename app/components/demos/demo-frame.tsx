import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { type DemoSite, demoChrome, demoNav, demoPagePath } from "~/content/demos";
import type { Template } from "~/content/templates";
import { cn } from "~/lib/utils";
import { demoContainer } from "./demo-blocks";
import { type DemoStyles, demoColorVars } from "./demo-theme";

function initials(name: string) {
  return name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}

function BrandName({ site, styles, onDark }: { site: DemoSite; styles: DemoStyles; onDark: boolean }) {
  return (
    <Link
      discover="none"
      to={demoPagePath(site.templateId, "")}
      className="inline-flex min-h-11 items-center gap-3"
      aria-label={demoChrome.homeLabel(site.business.name)}
    >
      <span
        aria-hidden
        className={cn(
          "flex size-10 shrink-0 items-center justify-center text-sm font-bold",
          styles.badge,
          onDark ? "bg-(--d-on-primary) text-(--d-primary)" : "bg-(--d-primary) text-(--d-on-primary)",
        )}
      >
        {initials(site.business.name)}
      </span>
      <span className={cn("text-xl leading-tight", styles.heading)}>{site.business.name}</span>
    </Link>
  );
}

function Nav({ site, current, onDark }: { site: DemoSite; current: string; onDark: boolean }) {
  const centered = site.theme.header === "centered";
  return (
    <nav aria-label={demoChrome.navLabel(site.business.name)} className="-mx-2 overflow-x-auto">
      <ul className={cn("flex gap-x-1 whitespace-nowrap", centered && "justify-center")}>
        {demoNav(site).map((item) => {
          const active = item.slug === current;
          return (
            <li key={item.slug}>
              <Link
                discover="none"
                to={demoPagePath(site.templateId, item.slug)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center border-b-2 px-2 text-[0.95rem] font-medium transition",
                  active
                    ? onDark
                      ? "border-(--d-on-primary)"
                      : "border-(--d-accent)"
                    : "border-transparent hover:border-current",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A demo's whole page: the thin bar that says whose demo this is and leads back to the template's
 * page, the fictional business's header, the page and its footer.
 */
export function DemoFrame({
  site,
  template,
  styles,
  current,
  children,
}: {
  site: DemoSite;
  template: Template;
  styles: DemoStyles;
  current: string;
  children: React.ReactNode;
}) {
  const { business } = site;
  const onDark = site.theme.header === "bar";
  const cta = (
    <Link
      discover="none"
      to={demoPagePath(site.templateId, site.cta.page)}
      className={cn(
        // Phones get the same action from the hero and the nav, so the header stays one line.
        "hidden min-h-11 shrink-0 items-center px-5 text-sm font-semibold shadow-sm hover:brightness-110 sm:inline-flex",
        styles.button,
        "bg-(--d-accent) text-(--d-on-accent)",
      )}
    >
      {site.cta.label}
    </Link>
  );
  return (
    <div
      style={demoColorVars(site.theme)}
      className="flex min-h-screen flex-col bg-(--d-page) font-sans text-(--d-text)"
      data-demo={site.templateId}
    >
      <div className="bg-slate-900 text-sm text-white" data-demo-bar>
        <div className={cn(demoContainer, "flex flex-wrap items-center justify-between gap-x-4 py-1")}>
          <p>
            {`${demoChrome.bar.demoOf} `}
            <span className="font-semibold">{template.name}</span>
            <span className="text-slate-300 max-sm:sr-only"> {demoChrome.bar.note}</span>
          </p>
          <Link
            discover="none"
            to={`/product/${template.id}`}
            className="inline-flex min-h-10 items-center gap-1.5 font-semibold underline underline-offset-4 hover:text-slate-200"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {demoChrome.bar.back}
          </Link>
        </div>
      </div>
      {site.theme.header === "centered" ? (
        <header className="border-b border-(--d-border) bg-(--d-page) text-(--d-text)">
          <div className={cn(demoContainer, "flex flex-col items-center gap-2 pt-6 pb-2 text-center")}>
            <BrandName site={site} styles={styles} onDark={false} />
            <p className="text-sm text-(--d-muted)">{business.tagline}</p>
            <div className="mt-2 flex w-full flex-col items-center gap-2 border-t border-(--d-border) pt-2 sm:flex-row sm:justify-center sm:gap-6">
              <Nav site={site} current={current} onDark={false} />
              {cta}
            </div>
          </div>
        </header>
      ) : (
        <header
          className={cn(
            onDark
              ? "bg-(--d-primary) text-(--d-on-primary)"
              : "border-b border-(--d-border) bg-(--d-page) text-(--d-text)",
          )}
        >
          <div
            className={cn(demoContainer, "flex flex-wrap items-center justify-between gap-x-8 gap-y-1 py-3")}
          >
            <BrandName site={site} styles={styles} onDark={onDark} />
            <div className="order-last w-full lg:order-none lg:w-auto">
              <Nav site={site} current={current} onDark={onDark} />
            </div>
            {cta}
          </div>
        </header>
      )}
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="bg-(--d-text) text-(--d-page)">
        <div className={cn(demoContainer, "grid gap-8 py-12 md:grid-cols-[1.4fr_1fr_1fr]")}>
          <div>
            <p className={cn("text-xl", styles.heading)}>{business.name}</p>
            <p className="mt-2 max-w-sm text-sm leading-relaxed">{business.tagline}</p>
          </div>
          <div className="text-sm leading-relaxed">
            <p className="font-semibold">{demoChrome.footer.visit}</p>
            <p className="mt-2">{business.address}</p>
            <p>{business.phone}</p>
            <p>{business.email}</p>
            <p className="mt-2">{business.hours}</p>
          </div>
          <nav aria-label={demoChrome.footerNavLabel(business.name)} className="text-sm">
            <p className="font-semibold">{demoChrome.footer.pages}</p>
            <ul className="mt-1">
              {demoNav(site).map((item) => (
                <li key={item.slug}>
                  <Link
                    discover="none"
                    to={demoPagePath(site.templateId, item.slug)}
                    className="inline-flex min-h-10 items-center underline-offset-4 hover:underline"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="border-t border-white/20">
          <div
            className={cn(
              demoContainer,
              "flex flex-col gap-2 py-5 text-xs leading-relaxed sm:flex-row sm:justify-between",
            )}
          >
            <p className="max-w-3xl">{site.footerText}</p>
            <p className="shrink-0">
              {demoChrome.footer.builtWith}{" "}
              <Link
                discover="none"
                to={`/product/${template.id}`}
                className="font-semibold underline underline-offset-4"
              >
                {template.name}
              </Link>
            </p>
          </div>
        </div>
      </footer>
    </div>
  );
}
