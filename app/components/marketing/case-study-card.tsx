import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { SiteMockup } from "~/components/art/site-mockup";
import { Badge } from "~/components/ui/badge";
import type { CaseStudySummary } from "~/content/results";

export function CaseStudyCard({ study, linkLabel }: { study: CaseStudySummary; linkLabel: string }) {
  return (
    <article
      data-testid="case-study-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
    >
      <div className="bg-slate-50 p-4 sm:p-6">
        <SiteMockup
          label={`Stylized view of the ${study.company} website`}
          name={study.company}
          headline={study.art.headline}
          primary={study.art.accent}
          accent="#f86310"
          trade={study.art.trade}
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{study.industry}</Badge>
          <span className="inline-flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden className="size-3.5" />
            {study.location}
          </span>
        </div>
        <h3 className="mt-3 text-xl font-bold text-ink">{study.company}</h3>
        <p className="mt-2 leading-relaxed text-ink-soft">{study.description}</p>
        <dl className="mt-5 grid grid-cols-3 gap-3 rounded-xl bg-brand-50 p-4">
          {study.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="order-2 text-xs font-medium leading-snug text-ink-soft">{stat.label}</dt>
              <dd className="order-1 font-display text-xl font-extrabold text-brand-700 sm:text-2xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <blockquote className="mt-5 border-l-4 border-ember-500 pl-4 text-sm italic leading-relaxed text-ink-soft">
          “{study.testimonial}”
          <footer className="mt-1 text-xs font-semibold not-italic text-muted">{study.author}</footer>
        </blockquote>
        <div className="mt-auto pt-6">
          <Link
            to={study.href}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            {linkLabel}
            <span className="sr-only">: {study.company}</span>
            <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
}
