import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatPrice, type Template } from "~/content/templates";
import { PurchaseLink } from "./order-dialog";
import { TemplateArt } from "./template-art";

/** A catalog card (spec 2.9): picture, name, category, price, description, three features, two actions. */
export function TemplateCard({ template }: { template: Template }) {
  const href = `/product/${template.id}`;
  return (
    <article className="group lift-card template-card" data-template={template.id}>
      <Link discover="none" to={href} tabIndex={-1} aria-hidden>
        <TemplateArt template={template} width={640} height={400} decorative />
      </Link>
      {/* Laid out by .template-card (app.css): six cards, one class list each. */}
      <div>
        <div>
          <Badge>{template.category}</Badge>
          <p>{formatPrice(template.price)}</p>
        </div>
        <h3>
          <Link discover="none" to={href}>
            {template.name}
          </Link>
        </h3>
        <p>{template.description}</p>
        <ul>
          {template.features.slice(0, 3).map((feature) => (
            <li key={feature}>
              <Check aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
        <div>
          <Button asChild variant="outline">
            <Link discover="none" to={href} aria-label={`View Details: ${template.name}`}>
              View Details
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <PurchaseLink template={template} />
        </div>
      </div>
    </article>
  );
}

/** A small card for 'You Might Also Like'. */
export function RelatedTemplateCard({ template }: { template: Template }) {
  return (
    <Link
      discover="none"
      to={`/product/${template.id}`}
      // Full height of its grid row with the price at the foot: cards in a row line up whatever wraps.
      className="group flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
    >
      <div className="bg-slate-50 p-3">
        <TemplateArt template={template} width={640} height={400} decorative className="rounded-md" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{template.category}</p>
        <h3 className="mt-1 font-bold text-ink group-hover:text-brand-700">{template.name}</h3>
        <p className="mt-auto pt-1 font-display text-lg font-extrabold text-ink">
          {formatPrice(template.price)}
        </p>
      </div>
    </Link>
  );
}
