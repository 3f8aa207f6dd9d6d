import { Check } from "lucide-react";
import { ServiceArt } from "~/components/art/service-art";
import type { Service } from "~/content/services";
import { IconTile } from "./icon";

export function ServiceCard({
  service,
  headingLevel = "h3",
  action,
}: {
  service: Service;
  headingLevel?: "h2" | "h3";
  /** A call to action at the foot of the card. */
  action?: React.ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <article data-testid="service-card" className="plain-card">
      <ServiceArt kind={service.art} />
      <div className="card-body">
        <div className="flex items-center gap-3">
          <IconTile name={service.icon} />
          <Heading className="text-xl font-bold text-ink">{service.title}</Heading>
        </div>
        <p className="mt-4 leading-relaxed text-ink-soft">{service.summary}</p>
        <ul className="feature-list mt-5 space-y-2 text-sm text-ink-soft">
          {service.features.map((feature) => (
            <li key={feature}>
              <Check aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {action ? <div className="mt-auto pt-6">{action}</div> : null}
      </div>
    </article>
  );
}
