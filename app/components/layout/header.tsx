import { Menu, Phone, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { headerLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";

/** On the home page the quote button jumps in-page; elsewhere it goes to the home page's contact section. */
export function useQuoteHref() {
  const { pathname } = useLocation();
  return pathname === "/" ? "#contact" : "/#contact";
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-semibold transition-colors",
    isActive ? "bg-brand-50 text-brand-800" : "text-ink-soft hover:bg-slate-100 hover:text-ink",
  );

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const quoteHref = useQuoteHref();

  // Close the mobile menu on every navigation (including hash changes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" className="rounded-md" aria-label={`${site.name} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={site.phoneHref}
            className="hidden items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold text-ink-soft hover:text-brand-700 xl:inline-flex"
          >
            <Phone className="size-4" aria-hidden />
            {site.phone}
          </a>
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={quoteHref}>Get Free Quote</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </Button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lift lg:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                className={(state) => cn(navLinkClass(state), "block px-4 py-3 text-base")}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 grid gap-2 sm:grid-cols-2">
            <Button asChild size="lg">
              <Link to={quoteHref}>Get Free Quote</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={site.phoneHref}>
                <Phone aria-hidden />
                Call {site.phone}
              </a>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
