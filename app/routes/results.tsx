import { ArrowRight, X, Check } from "lucide-react";
import { Link } from "react-router";
import { MockupPair } from "~/components/marketing/mockup-pair";
import { CaseStudyCard } from "~/components/marketing/case-study-card";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { StatGrid } from "~/components/marketing/stat-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { caseStudySummaries, resultsBeforeAfter, resultsPage } from "~/content/results";
import { resultsProcess } from "~/content/process";
import { resultStats } from "~/content/stats";
import { copyMeta } from "~/lib/meta";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = copyMeta(resultsPage);

export default function ResultsPage() {
  const { hero, stats, caseStudies, process, cta } = resultsPage;
  const comparison = resultsBeforeAfter;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />

      <Section id="stats" heading={{ eyebrow: stats.eyebrow, title: stats.title }}>
        <StatGrid stats={resultStats} />
      </Section>

      <Section id="case-studies" className="bg-slate-50" heading={caseStudies}>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {caseStudySummaries.map((study) => (
            <CaseStudyCard key={study.slug} study={study} linkLabel={caseStudies.linkLabel} />
          ))}
        </div>
      </Section>

      <Section id="process" heading={process}>
        <ProcessSteps steps={resultsProcess} />
      </Section>

      <Section id="before-after" className="bg-slate-50" heading={comparison}>
        <div className="mt-12 grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
          <MockupPair
            name={comparison.client}
            theme={comparison.mockups.theme}
            alts={{ before: comparison.mockups.beforeLabel, after: comparison.mockups.afterLabel }}
            captions={comparison.labels}
            className="grid grid-cols-2 gap-3"
          />
          <div className="overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-card">
            <table className="w-full text-left text-sm sm:text-base">
              <caption className="sr-only">
                {comparison.client}: {comparison.eyebrow}
              </caption>
              <thead className="bg-slate-100 text-ink">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                    <span className="sr-only">{comparison.labels.metric}</span>
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold text-danger-600 sm:px-6">
                    {comparison.labels.before}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold text-success-600 sm:px-6">
                    {comparison.labels.after}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {comparison.rows.map((row) => (
                  <tr key={row.metric}>
                    <th scope="row" className="px-4 py-4 font-medium text-ink-soft sm:px-6">
                      {row.metric}
                    </th>
                    <td className="px-4 py-4 sm:px-6">
                      <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
                        <X aria-hidden className="size-4 text-danger-600" />
                        {row.before}
                      </span>
                    </td>
                    <td className="px-4 py-4 sm:px-6">
                      <span className="inline-flex items-center gap-1.5 font-display text-lg font-extrabold text-success-600">
                        <Check aria-hidden className="size-4" />
                        {row.after}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <p className="mt-8 text-center">
          <Link
            discover="none"
            to={comparison.href}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            {comparison.linkLabel}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </p>
      </Section>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
