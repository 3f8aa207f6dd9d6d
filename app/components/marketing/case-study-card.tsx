import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { SiteMockup } from "~/components/art/site-mockup";
import { Badge } from "~/components/ui/badge";
import type { CaseStudySummary } from "~/content/results";

export function CaseStudyCard({ study, linkLabel }: { study: CaseStudySummary; linkLabel: string }) {
  return (
    <article data-testid="case-study-card" className="work-card group">
      <div className="sm:p-6">
        <SiteMockup
          label={`Stylized view of the ${study.company} website`}
          name={study.company}
          accent="#f86310"
        />
      </div>
      <div className="card-body">
        <div className="card-meta">
          <Badge>{study.industry}</Badge>
          <span className="card-place">
            <MapPin aria-hidden />
            {study.location}
          </span>
        </div>
        <h3>{study.company}</h3>
        <p>{study.description}</p>
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
          <Link discover="none" to={study.href} className="card-link">
            {linkLabel}
            <span className="sr-only">: {study.company}</span>
            <ArrowRight aria-hidden />
          </Link>
        </div>
      </div>
    </article>
  );
}
