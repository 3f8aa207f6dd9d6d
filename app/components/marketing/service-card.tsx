import { Check } from "lucide-react";
import { ServiceArt } from "~/components/art/service-art";
import type { Service } from "~/content/services";
import { IconTile } from "./icon";

/** A service with its picture, features and, at its foot, an optional call to action. */
export function ServiceCard({ service, action }: { service: Service; action?: React.ReactNode }) {
  return (
    <article data-testid="service-card" className="plain-card">
      <ServiceArt kind={service.art} />
      <div className="card-body">
        <div className="flex items-center gap-3">
          <IconTile name={service.icon} />
          <h3 className="text-xl font-bold text-ink">{service.title}</h3>
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
