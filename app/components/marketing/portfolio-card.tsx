import { ArrowRight, Check, MapPin } from "lucide-react";
import { Link } from "react-router";
import { SiteMockup } from "~/components/art/site-mockup";
import { Badge } from "~/components/ui/badge";
import { categoryLabel, type PortfolioProject } from "~/content/portfolio";

/** A client website card. Projects without a detail page show no link (no dead "#"). */
export function PortfolioCard({
  project,
  detailLabel,
  showHighlights = true,
}: {
  project: PortfolioProject;
  detailLabel?: string;
  showHighlights?: boolean;
}) {
  return (
    <article
      data-testid="portfolio-card"
      data-category={project.category}
      className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
    >
      <div className="bg-slate-50 p-4">
        <SiteMockup
          label={`Stylized view of the ${project.name} website`}
          name={project.name}
          headline={project.image.headline}
          primary={project.image.primary}
          accent={project.image.accent}
          trade={project.image.trade}
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{categoryLabel(project.category)}</Badge>
          <span className="inline-flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden className="size-3.5" />
            {project.location}
          </span>
        </div>
        <h3 className="mt-3 text-xl font-bold text-ink">{project.name}</h3>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">{project.description}</p>
        {showHighlights ? (
          <ul className="check-list mt-4 space-y-1.5 text-sm" data-testid="highlights">
            {project.highlights.map((highlight) => (
              <li key={highlight}>
                <Check aria-hidden />
                {highlight}
              </li>
            ))}
          </ul>
        ) : null}
        {project.href && detailLabel ? (
          <div className="mt-auto pt-5">
            <Link
              to={project.href}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
            >
              {detailLabel}
              <span className="sr-only">: {project.name}</span>
              <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-0.5" />
            </Link>
          </div>
        ) : null}
      </div>
    </article>
  );
}
