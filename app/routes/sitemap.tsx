import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { useBusiness } from "~/lib/site-settings";
import { sitemapCopy, sitemapGroups } from "~/content/sitemap";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: sitemapCopy.title, description: sitemapCopy.description });

export default function Sitemap() {
  const business = useBusiness();
  /** The e-mail may wrap after the "@" in the narrow contact card, never mid-word. */
  const [emailLocal, emailDomain] = business.email.split("@");
  return (
    <>
      <PageHero title={sitemapCopy.title} intro={sitemapCopy.intro} />
      <div className="container-page section grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-10 sm:grid-cols-2">
          {sitemapGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="text-xl font-extrabold text-ink">{group.title}</h2>
              <ul className="mt-4 space-y-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      discover="none"
                      to={link.to}
                      className="group -mx-3 block rounded-lg px-3 py-2 hover:bg-brand-50"
                    >
                      <span className="font-semibold text-brand-700 group-hover:underline">{link.label}</span>
                      {link.description ? (
                        <span className="block text-sm text-muted">{link.description}</span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <aside className="self-start rounded-(--radius-card) border border-slate-200 bg-slate-50 p-6 shadow-card">
          <h2 className="text-xl font-extrabold text-ink">{sitemapCopy.contactTitle}</h2>
          <p className="mt-1 font-semibold text-ink-soft">{business.name}</p>
          <dl className="mt-4 space-y-4">
            <div className="relative pl-8">
              <dt className="text-sm text-muted">
                <MapPin aria-hidden className="absolute top-0.5 left-0 size-5 text-brand-700" />
                {sitemapCopy.addressLabel}
              </dt>
              <dd className="text-ink">{business.formattedAddress}</dd>
            </div>
            <div className="relative pl-8">
              <dt className="text-sm text-muted">
                <Phone aria-hidden className="absolute top-0.5 left-0 size-5 text-brand-700" />
                {sitemapCopy.phoneLabel}
              </dt>
              <dd>
                <a href={business.phoneHref} className="font-semibold text-brand-700 hover:underline">
                  {business.phone}
                </a>
              </dd>
            </div>
            <div className="relative pl-8">
              <dt className="text-sm text-muted">
                <Mail aria-hidden className="absolute top-0.5 left-0 size-5 text-brand-700" />
                {sitemapCopy.emailLabel}
              </dt>
              <dd>
                <a
                  href={business.emailHref}
                  className="font-semibold break-words text-brand-700 hover:underline"
                >
                  {emailLocal}@<wbr />
                  {emailDomain}
                </a>
              </dd>
            </div>
          </dl>
        </aside>
      </div>
    </>
  );
}
