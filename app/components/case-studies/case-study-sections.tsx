import { ArrowLeft, ArrowRight, CircleCheck, CircleX } from "lucide-react";
import { Link } from "react-router";
import { CaseDatedSiteMockup } from "~/components/art/case-dated-site-mockup";
import { CaseVideoPoster } from "~/components/art/case-video-poster";
import { ProjectSiteMockup } from "~/components/art/project-site-mockup";
import { GrowthBarChart, GrowthLineChart } from "~/components/charts/growth-charts";
import { CtaBand } from "~/components/sections/cta-band";
import { CheckList, DarkBand, QuoteFigure, Section, SectionHeading } from "~/components/sections/section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { CaseChart, CaseSection } from "~/content/case-studies";
import { cn } from "~/lib/utils";
import { ContentIcon, IconTile } from "~/components/marketing/icon";

type Of<K extends CaseSection["kind"]> = Extract<CaseSection, { kind: K }>;

/** An in-page anchor ("#results") stays a plain link; anything else is a router Link. */
function SmartLink({ to, ...props }: { to: string; className?: string; children: React.ReactNode }) {
  return to.startsWith("#") ? <a href={to} {...props} /> : <Link discover="none" to={to} {...props} />;
}

function StickyBanner({ section }: { section: Of<"stickyBanner"> }) {
  return (
    <div className="sticky top-16 z-30 bg-ember-600 text-white shadow-sm">
      <a
        href={section.link.to}
        className="container-page flex min-h-11 items-center justify-center gap-x-3 py-2 text-center text-sm hover:bg-ember-700"
      >
        <span className="font-semibold">{section.text}</span>
        <span className="hidden font-bold underline underline-offset-4 sm:inline">{section.link.label}</span>
        <ArrowRight aria-hidden className="size-4 shrink-0" />
      </a>
    </div>
  );
}

function Hero({ section }: { section: Of<"hero"> }) {
  return (
    <DarkBand>
      <div className="container-page relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          {section.backLink ? (
            <SmartLink
              to={section.backLink.to}
              className="mb-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white"
            >
              <ArrowLeft aria-hidden className="size-4" />
              {section.backLink.label}
            </SmartLink>
          ) : null}
          <ul className="flex flex-wrap gap-2">
            {section.badges.map((badge, index) => (
              <li key={badge}>
                <Badge variant={index === 0 ? "ember" : "inverse"}>{badge}</Badge>
              </li>
            ))}
          </ul>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{section.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-brand-100">{section.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {section.actions.map((action, index) => (
              <Button key={action.to} asChild size="lg" variant={index === 0 ? "primary" : "inverse"}>
                <SmartLink to={action.to}>
                  {action.label}
                  {index === 0 ? <ArrowRight aria-hidden /> : null}
                </SmartLink>
              </Button>
            ))}
          </div>
          {section.highlights ? (
            <dl
              className={cn(
                "mt-10 grid gap-3",
                section.highlights.length % 3 === 0
                  ? "grid-cols-3"
                  : "grid-cols-2 sm:grid-cols-3 [&>*:nth-child(odd):last-child]:col-span-2 sm:[&>*:nth-child(odd):last-child]:col-span-1",
              )}
            >
              {section.highlights.map((item) => (
                <div
                  key={item.label}
                  className="flex flex-col rounded-xl bg-white/10 px-3 py-3 ring-1 ring-white/15 sm:px-4"
                >
                  <dt className="text-xs text-brand-100 sm:text-sm">{item.label}</dt>
                  <dd className="order-first font-display text-xl font-extrabold text-white sm:text-2xl">
                    {item.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        <div className="mx-auto w-full max-w-xl">
          <div className="overflow-hidden rounded-2xl shadow-lift ring-1 ring-white/20">
            <ProjectSiteMockup site={section.mockup} title={section.mockupAlt} />
          </div>
        </div>
      </div>
    </DarkBand>
  );
}

function Metrics({ section }: { section: Of<"metrics"> }) {
  if (section.tone === "strip") {
    return (
      <section id={section.id} className="border-b border-brand-900 bg-brand-800 text-white">
        <div className="container-page py-8">
          <h2 className="sr-only">{section.title}</h2>
          <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
            {section.items.map((item) => (
              <div key={item.label} className="flex flex-col text-center">
                <dt className="text-sm text-brand-100">{item.label}</dt>
                <dd className="order-first font-display text-3xl font-extrabold sm:text-4xl">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    );
  }
  const tiles = section.tone === "tiles";
  return (
    <Section id={section.id} className={tiles ? "bg-white" : "bg-slate-50"} heading={section}>
      <dl
        className={cn(
          "mt-10 grid gap-4 sm:gap-6",
          tiles ? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" : "sm:grid-cols-2 lg:grid-cols-4",
        )}
      >
        {section.items.map((item) => (
          <div
            key={item.label}
            className={cn(
              "flex flex-col rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-card sm:p-6",
              tiles && "items-center text-center last:col-span-2 sm:last:col-span-1",
            )}
          >
            <dt className="mt-1 font-semibold text-ink">{item.label}</dt>
            <dd className={cn("order-first flex flex-col", tiles && "items-center")}>
              {item.icon ? <IconTile name={item.icon} className="mb-4" /> : null}
              <span className="font-display text-4xl font-extrabold text-brand-700 sm:text-5xl">
                {item.value}
              </span>
            </dd>
            {item.detail ? <dd className="mt-1 text-sm text-muted">{item.detail}</dd> : null}
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** A before/after list or a challenge/solution card: [box, title colour, list icon, icon colour]. */
const tones = {
  before: ["border-slate-200 bg-white", "text-ink-soft", CircleX, "text-slate-400"],
  after: ["border-green-200 bg-green-50/60", "text-green-800", CircleCheck, "text-success-600"],
  challenge: ["border-ember-200 bg-ember-50/60 sm:p-8", "text-ember-800", CircleX, "text-ember-600"],
  solution: ["border-brand-200 bg-brand-50/60 sm:p-8", "text-brand-800", CircleCheck, "text-brand-700"],
} as const;

function ToneCard({
  list,
  tone,
  className,
}: {
  list: { title: string; text?: string; items?: readonly string[] };
  tone: keyof typeof tones;
  className?: string;
}) {
  const [box, title, icon, mark] = tones[tone];
  return (
    <div className={cn("rounded-(--radius-card) border p-6 shadow-card", className, box)}>
      <h3 className={cn("text-xl font-bold", title)}>{list.title}</h3>
      {list.text ? <p className="mt-3 leading-relaxed text-ink-soft">{list.text}</p> : null}
      {list.items ? (
        <CheckList
          items={list.items}
          icon={icon}
          className="mt-4 space-y-3"
          itemClassName="flex gap-3 text-ink-soft"
          iconClassName={cn("mt-0.5 size-5 shrink-0", mark)}
          wrap
        />
      ) : null}
    </div>
  );
}

function BeforeAfter({ section }: { section: Of<"beforeAfter"> }) {
  return (
    <Section id={section.id} className="bg-white" heading={section}>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          {section.beforeMockup ? (
            <div className="shrink-0 overflow-hidden rounded-2xl shadow-card ring-1 ring-slate-200">
              <CaseDatedSiteMockup domain={section.beforeMockup.domain} title={section.beforeMockup.alt} />
            </div>
          ) : null}
          <ToneCard list={section.before} tone="before" className="flex-1" />
        </div>
        <div className="flex flex-col gap-4">
          {section.afterMockup ? (
            <div className="shrink-0 overflow-hidden rounded-2xl shadow-card ring-1 ring-slate-200">
              <ProjectSiteMockup site={section.afterMockup} title={section.afterMockup.alt} />
            </div>
          ) : null}
          <ToneCard list={section.after} tone="after" className="flex-1" />
        </div>
      </div>
    </Section>
  );
}

function Testimonial({ section }: { section: Of<"testimonial"> }) {
  const quote = <QuoteFigure quote={section.quote} {...section.person} />;
  return (
    <Section className="bg-slate-50" heading={{ eyebrow: section.eyebrow, title: section.title }}>
      {section.poster ? (
        <div className="mt-10 grid items-center gap-8 lg:grid-cols-2">
          <div className="overflow-hidden rounded-2xl shadow-lift">
            <CaseVideoPoster name={section.person.name} role={section.person.role} />
          </div>
          <div className="rounded-(--radius-card) bg-white p-6 shadow-card sm:p-8">{quote}</div>
        </div>
      ) : (
        <div className="mx-auto mt-10 max-w-3xl rounded-(--radius-card) bg-white p-6 shadow-card sm:p-10">
          {quote}
        </div>
      )}
    </Section>
  );
}

function Steps({ section }: { section: Of<"steps"> }) {
  return (
    <Section id={section.id} className="bg-white" heading={section}>
      {section.layout === "timeline" ? (
        <ol className="relative mx-auto mt-12 max-w-3xl space-y-8 border-l-2 border-brand-100 pl-8">
          {section.steps.map((step) => (
            <li key={step.title} className="relative">
              <span className="absolute top-0 -left-[3.1rem] grid size-10 place-items-center rounded-full bg-brand-700 text-white ring-4 ring-white">
                {step.icon ? <ContentIcon name={step.icon} className="size-5" /> : null}
              </span>
              {step.period ? <Badge variant="ember">{step.period}</Badge> : null}
              <h3 className="mt-2 text-xl font-bold text-ink">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-ink-soft">{step.description}</p>
            </li>
          ))}
        </ol>
      ) : (
        <ol
          className={cn(
            "mt-12",
            // Cards wrap centered, so a short last row (five approach cards) stays balanced.
            section.layout === "numbered"
              ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
              : "flex flex-wrap justify-center gap-6",
          )}
        >
          {section.steps.map((step, index) => (
            <li
              key={step.title}
              className={cn(
                "rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card",
                section.layout === "cards" && "w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]",
              )}
            >
              <div className="flex items-center gap-3">
                {section.layout === "numbered" ? (
                  <span className="grid size-10 place-items-center rounded-full bg-ember-600 font-display text-lg font-extrabold text-white">
                    {index + 1}
                  </span>
                ) : null}
                {step.icon ? <IconTile name={step.icon} /> : null}
              </div>
              <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{step.description}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function Chart({ chart, className }: { chart: CaseChart; className?: string }) {
  const Component = chart.kind === "line" ? GrowthLineChart : GrowthBarChart;
  return <Component {...chart} className={className} />;
}

function Results({ section }: { section: Of<"results"> }) {
  return (
    <Section id={section.id} className="bg-slate-50" heading={section}>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <ToneCard list={section.before} tone="before" />
          <ToneCard list={section.after} tone="after" />
        </div>
        <Chart chart={section.chart} className="lg:self-start" />
      </div>
    </Section>
  );
}

function ChartSection({ section }: { section: Of<"chart"> }) {
  return (
    <Section id={section.id} className="bg-slate-50" heading={section}>
      <div className="mx-auto mt-10 max-w-3xl">
        <Chart chart={section.chart} />
      </div>
    </Section>
  );
}

function Overview({ section }: { section: Of<"overview"> }) {
  return (
    <section className="section bg-white">
      <div className="container-page grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <SectionHeading eyebrow={section.eyebrow} title={section.title} align="left" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {section.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="font-display font-bold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="self-start rounded-(--radius-card) border border-slate-200 bg-brand-50/60 p-6 shadow-card sm:p-8">
          <h3 className="text-xl font-bold text-ink">{section.servicesTitle}</h3>
          <CheckList
            items={section.services}
            className="mt-4 grid gap-3"
            itemClassName="flex items-center gap-3 font-medium text-ink"
            iconClassName="size-5 shrink-0 text-brand-700"
          />
        </div>
      </div>
    </section>
  );
}

function ChallengeSolution({ section }: { section: Of<"challengeSolution"> }) {
  return (
    <Section className="bg-slate-50" heading={section}>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <ToneCard list={section.challenge} tone="challenge" />
        <ToneCard list={section.solution} tone="solution" />
      </div>
    </Section>
  );
}

function Consultation({ section }: { section: Of<"consultation"> }) {
  return (
    <Section id={section.id} className="bg-white">
      <div className="relative overflow-hidden rounded-3xl bg-brand-950 px-6 py-10 text-white shadow-lift sm:px-12 sm:py-14">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(36rem_18rem_at_0%_0%,rgb(51_114_246/0.45),transparent)]"
        />
        <div className="relative grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <SectionHeading
              eyebrow={section.eyebrow}
              title={section.title}
              intro={section.text}
              align="left"
              inverse
            />
            <CheckList
              items={section.bullets}
              className="mt-6 space-y-3"
              itemClassName="flex gap-3 text-brand-50"
              iconClassName="mt-0.5 size-5 shrink-0 text-ember-300"
            />
          </div>
          <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20">
            <p className="font-semibold text-ember-200">{section.note}</p>
            <Button asChild size="lg" className="mt-5 w-full">
              <SmartLink to={section.cta.to}>
                {section.cta.label}
                <ArrowRight aria-hidden />
              </SmartLink>
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}

function Related({ section }: { section: Of<"related"> }) {
  return (
    <Section className="bg-slate-50" heading={section}>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.link.to}>
            <SmartLink
              to={item.link.to}
              className="group flex h-full flex-col rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
            >
              <span className="eyebrow">{item.eyebrow}</span>
              <span className="mt-2 font-display text-xl font-bold text-ink">{item.title}</span>
              <span className="mt-2 flex-1 text-ink-soft">{item.text}</span>
              <span className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline">
                {item.link.label}
                <ArrowRight aria-hidden className="size-4" />
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const views: { [K in CaseSection["kind"]]: (props: { section: Of<K> }) => React.ReactNode } = {
  stickyBanner: StickyBanner,
  hero: Hero,
  metrics: Metrics,
  beforeAfter: BeforeAfter,
  testimonial: Testimonial,
  steps: Steps,
  results: Results,
  chart: ChartSection,
  overview: Overview,
  challengeSolution: ChallengeSolution,
  consultation: Consultation,
  related: Related,
  cta: ({ section }) => <CtaBand {...section} />,
};

/** Renders one section of a case study by its kind. */
export function CaseStudySection({ section }: { section: CaseSection }) {
  const View = views[section.kind] as (props: { section: CaseSection }) => React.ReactNode;
  return <View section={section} />;
}
