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
  detailLabel: string;
  showHighlights?: boolean;
}) {
  return (
    <article data-testid="portfolio-card" data-category={project.category} className="work-card group">
      <div>
        <SiteMockup
          label={`Stylized view of the ${project.name} website`}
          name={project.name}
          accent={project.image.accent}
        />
      </div>
      <div className="card-body">
        <div className="card-meta">
          <Badge>{categoryLabel(project.category)}</Badge>
          <span className="card-place">
            <MapPin aria-hidden />
            {project.location}
          </span>
        </div>
        <h3>{project.name}</h3>
        <p className="text-sm">{project.description}</p>
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
        {project.href ? (
          <div className="mt-auto pt-5">
            <Link discover="none" to={project.href} className="card-link">
              {detailLabel}
              <span className="sr-only">: {project.name}</span>
              <ArrowRight aria-hidden />
            </Link>
          </div>
        ) : null}
      </div>
    </article>
  );
}
