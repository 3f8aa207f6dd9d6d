import { Menu, Phone, X } from "lucide-react";
import { useEffect } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { headerLinks } from "~/content/navigation";
import { useBusiness } from "~/lib/site-settings";
import { useNonce } from "~/lib/nonce";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";
import { nativeBehavioursScript } from "./native-behaviours";

const MOBILE_MENU_ID = "mobile-menu";

const navLinkClass =
  (size: "bar" | "menu") =>
  ({ isActive }: { isActive: boolean }) =>
    cn(
      "nav-link",
      size === "bar" ? "px-3 py-2 text-sm" : "block px-4 py-3 text-base",
      isActive ? "bg-brand-50 text-brand-800" : "nav-idle",
    );

/**
 * The phone menu is a native popover (ADR 0019); a link inside closes it (native-behaviours.ts),
 * and so does React after a client-side navigation.
 */
export function Header() {
  const business = useBusiness();
  const location = useLocation();
  // On the home page the quote button jumps in-page; elsewhere to the home page's contact section.
  const quoteHref = location.pathname === "/" ? "#contact" : "/#contact";
  const nonce = useNonce();
  const navItems = (size: "bar" | "menu") =>
    headerLinks.map((link) => (
      <li key={link.to}>
        <NavLink discover="none" to={link.to} end={link.to === "/"} className={navLinkClass(size)}>
          {link.label}
        </NavLink>
      </li>
    ));

  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger
  useEffect(() => {
    const menu = document.getElementById(MOBILE_MENU_ID);
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [location.key]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link discover="none" to="/" className="rounded-md" aria-label={`${business.name} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">{navItems("bar")}</ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={business.phoneHref}
            className="hidden items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold text-ink-soft hover:text-brand-700 xl:inline-flex"
          >
            <Phone className="size-4" aria-hidden />
            {business.phone}
          </a>
          <Button asChild size="sm" className="max-sm:hidden">
            <Link discover="none" to={quoteHref}>
              Get Free Quote
            </Link>
          </Button>
          {/* One name, "Menu": the browser reports whether it is expanded, as no fixed label could. */}
          <Button
            variant="ghost"
            size="icon"
            className="mobile-menu-toggle lg:hidden"
            popoverTarget={MOBILE_MENU_ID}
            aria-label="Menu"
          >
            <Menu className="menu-icon-open size-6" aria-hidden />
            <X className="menu-icon-close size-6" aria-hidden />
          </Button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="mobile-menu max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lift lg:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {navItems("menu")}
          <li className="mt-2 grid gap-2 sm:grid-cols-2">
            <Button asChild size="lg">
              <Link discover="none" to={quoteHref}>
                Get Free Quote
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={business.phoneHref}>
                <Phone aria-hidden />
                Call {business.phone}
              </a>
            </Button>
          </li>
        </ul>
      </nav>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, CSP nonce */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: nativeBehavioursScript() }} />
    </header>
  );
}
