import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { IconTile } from "~/components/marketing/icon";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { ServiceCard } from "~/components/marketing/service-card";
import { StatGrid } from "~/components/marketing/stat-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHero } from "~/components/sections/page-hero";
import { LinkButton, Section } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { servicesFaqs } from "~/content/faqs";
import { industries } from "~/content/industries";
import { servicesProcess } from "~/content/process";
import { pageServices, servicesPage } from "~/content/services";
import { resultStats } from "~/content/stats";
import { faqJsonLd } from "~/lib/faq-jsonld";
import { copyMeta } from "~/lib/meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = copyMeta(servicesPage, { jsonLd: [faqJsonLd(servicesFaqs)] });

export default function ServicesPage() {
  const { hero, overview, process, results, cta } = servicesPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkButton size="lg" {...hero.primary} />
          <LinkButton size="lg" variant="inverse" arrow={false} {...hero.secondary} />
        </div>
      </PageHero>

      <Section id="overview" heading={overview}>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {pageServices.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              action={
                <Button asChild variant="outline" className="w-full">
                  <Link discover="none" to={overview.cta.to}>
                    {overview.cta.label}
                    <span className="sr-only">: {service.title}</span>
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              }
            />
          ))}
        </div>
      </Section>

      <Section id="process" className="bg-slate-50" heading={process}>
        <ProcessSteps steps={servicesProcess} />
      </Section>

      <Section id="industries" heading={servicesPage.industries}>
        <ul className="mt-12 grid gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {industries.map((industry, index) => (
            <li
              key={industry.id}
              data-testid="industry"
              className="flex gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-card"
            >
              <IconTile name={industry.icon} tone={index % 2 ? "ember" : "brand"} />
              <div>
                <h3 className="font-bold text-ink">{industry.name}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{industry.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="results" className="bg-brand-950 text-white" heading={results} inverse>
        <StatGrid stats={resultStats} inverse />
        <div className="mt-10 text-center">
          <LinkButton size="lg" variant="inverse" {...results.cta} />
        </div>
      </Section>

      <FaqSection faqs={servicesFaqs} title={servicesPage.faqTitle} />

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
