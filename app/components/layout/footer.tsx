import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { footerLinkGroups } from "~/content/navigation";
import { site } from "~/content/site";
import { useBusiness } from "~/lib/site-settings";
import { Logo } from "./logo";

export function Footer() {
  const business = useBusiness();
  return (
    <footer className="bg-ink text-slate-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Link
            discover="none"
            to="/"
            className="inline-block rounded-md"
            aria-label={`${business.name} home`}
          >
            <Logo inverse />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{site.description}</p>
          <ul className="mt-6 space-y-1 text-sm">
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-ember-400" aria-hidden />
              <span>{business.formattedAddress}</span>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-ember-400" aria-hidden />
              <a href={business.phoneHref} className="tap-link">
                {business.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-ember-400" aria-hidden />
              <a href={business.emailHref} className="tap-link">
                {business.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-ember-400" aria-hidden />
              <span>{business.hours.map((h) => `${h.short} ${h.label}`).join(" · ")}</span>
            </li>
          </ul>
        </div>
        {footerLinkGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-display text-sm font-bold tracking-wide text-white uppercase">
              {group.title}
            </h2>
            <ul className="mt-3 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link discover="none" to={link.to} className="tap-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-xs text-slate-400">
          © {new Date().getFullYear()} {business.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
