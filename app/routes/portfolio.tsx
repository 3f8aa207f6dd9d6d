import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { MockupPair } from "~/components/marketing/mockup-pair";
import { EmptyResults } from "~/components/marketing/empty-results";
import {
  emptyOptions,
  FilterChips,
  filterItem,
  filterOnly,
  useFilterChoice,
} from "~/components/marketing/filter-chips";
import { PortfolioCard } from "~/components/marketing/portfolio-card";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { CheckList, Section } from "~/components/sections/section";
import {
  approachSteps,
  featuredCases,
  isPortfolioCategory,
  portfolioCategories,
  portfolioPage,
  portfolioProjects,
  technologies,
} from "~/content/portfolio";
import { copyMeta } from "~/lib/meta";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = copyMeta(portfolioPage, { path: "/portfolio" });

const sides = [
  { side: "before", label: "beforeLabel", box: "bg-slate-50", tone: "text-danger-600" },
  { side: "after", label: "afterLabel", box: "bg-brand-50", tone: "text-success-600" },
] as const;

export default function PortfolioPage() {
  const { hero, grid, featured, approach, cta } = portfolioPage;
  const selected = useFilterChoice(isPortfolioCategory);
  // Every card is rendered; the chips' CSS shows the chosen category's (ADR 0019).
  const emptyFor = emptyOptions(
    portfolioCategories,
    portfolioProjects.map((project) => project.category),
  );

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />

      <Section id="projects" heading={{ eyebrow: grid.eyebrow, title: grid.title }}>
        <FilterChips
          className="mt-8"
          options={portfolioCategories}
          selected={selected}
          basePath="/portfolio"
          scope="projects"
          label={grid.filterLabel}
        />
        <ul
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          {...filterOnly(...portfolioCategories.map((c) => c.id).filter((id) => !emptyFor.includes(id)))}
        >
          {portfolioProjects.map((project) => (
            <li key={project.id} {...filterItem(project.category)}>
              <PortfolioCard project={project} detailLabel={grid.detailLabel} />
            </li>
          ))}
        </ul>
        <EmptyResults {...grid.empty} to="/portfolio#projects" only={emptyFor} />
      </Section>

      <Section id="featured" className="bg-slate-50" heading={featured}>
        <div className="mt-12 space-y-10">
          {featuredCases.map((item) => (
            <article
              key={item.client}
              data-testid="featured-case"
              className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-card"
            >
              <div className="grid gap-6 p-6 sm:p-8 lg:grid-cols-2 lg:gap-10">
                <div>
                  <p className="eyebrow">{item.client}</p>
                  <h3 className="mt-2 text-2xl font-extrabold tracking-tight text-ink">{item.title}</h3>
                  <div className="mt-6 grid gap-4 sm:grid-cols-2">
                    {sides.map(({ side, label, box, tone }) => (
                      <div key={side} className={`rounded-xl p-4 ${box}`}>
                        <h4 className={`text-sm font-bold tracking-wide uppercase ${tone}`}>
                          {featured[label]}
                        </h4>
                        <p className="mt-2 text-sm leading-relaxed text-ink-soft">{item[side]}</p>
                      </div>
                    ))}
                  </div>
                  <h4 className="mt-6 text-sm font-bold tracking-wide text-ink uppercase">
                    {featured.resultsLabel}
                  </h4>
                  <CheckList
                    items={item.results}
                    icon={Check}
                    className="mt-3 grid gap-2 sm:grid-cols-3"
                    itemClassName="flex items-start gap-2 rounded-lg bg-ember-50 px-3 py-2 text-sm font-semibold text-ember-800"
                    iconClassName="mt-0.5 size-4 shrink-0"
                  />
                  <Link
                    discover="none"
                    to={item.href}
                    className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                  >
                    {featured.linkLabel}
                    <span className="sr-only">: {item.client}</span>
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </div>
                <MockupPair
                  name={item.client}
                  theme={item.image}
                  alts={{
                    before: featured.mockupBefore(item.client),
                    after: featured.mockupAfter(item.client),
                  }}
                  captions={{ before: featured.beforeLabel, after: featured.afterLabel }}
                  className="order-first grid grid-cols-2 items-center gap-3 self-center lg:order-none"
                />
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section id="approach" flush heading={approach}>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {approachSteps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card"
            >
              <span
                aria-hidden
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-display font-extrabold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-14 rounded-3xl bg-slate-50 p-6 text-center sm:p-8">
          <h3 className="text-lg font-bold text-ink">{portfolioPage.technologies.title}</h3>
          <ul className="mt-5 flex flex-wrap justify-center gap-2">
            {technologies.map((technology) => (
              <li
                key={technology}
                className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-ink-soft shadow-sm"
              >
                {technology}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
