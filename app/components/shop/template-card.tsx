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
    <article className="group lift-card" data-template={template.id}>
      <Link to={href} tabIndex={-1} aria-hidden className="block bg-slate-50 p-4">
        <TemplateArt
          template={template}
          width={640}
          height={400}
          decorative
          className="rounded-lg shadow-sm"
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <Badge>{template.category}</Badge>
          <p className="font-display text-2xl font-extrabold text-ink">{formatPrice(template.price)}</p>
        </div>
        <h3 className="mt-3 text-xl font-bold text-ink">
          <Link to={href} className="hover:text-brand-700">
            {template.name}
          </Link>
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">{template.description}</p>
        <ul className="mt-4 grid gap-2 text-sm text-ink-soft">
          {template.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto grid grid-cols-2 gap-3 pt-6">
          <Button asChild variant="outline">
            <Link to={href} aria-label={`View Details: ${template.name}`}>
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
