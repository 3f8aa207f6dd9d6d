import { ArrowLeft, ArrowRight, ExternalLink, Eye } from "lucide-react";
import { Link } from "react-router";
import { ProjectSiteMockup } from "~/components/art/project-site-mockup";
import { ContentIcon } from "~/components/marketing/icon";
import { CtaBand } from "~/components/sections/cta-band";
import { CheckList, DarkBand, QuoteFigure, Section, SectionHeading } from "~/components/sections/section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { type Project, projectCard, projectPageCopy as copy } from "~/content/projects";
import { cn } from "~/lib/utils";

/** A portfolio project page (spec 2.11). */
export function ProjectPage({ project }: { project: Project }) {
  const { client } = project;
  const cards = [
    { title: copy.challengeTitle, text: project.challenge, tone: "border-t-ember-500" },
    { title: copy.solutionTitle, text: project.solution, tone: "border-t-brand-600" },
    { title: copy.resultsTitle, text: project.results, tone: "border-t-success-600" },
  ];
  const details = [
    { label: copy.details.client, value: client.name },
    { label: copy.details.industry, value: client.category },
    { label: copy.details.location, value: `${client.city}, ${client.state}` },
    { label: copy.details.timeline, value: project.timeline },
  ];
  return (
    <>
      <DarkBand>
        <div className="container-page relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:py-20">
          <div>
            <Link
              discover="none"
              to={copy.backToPortfolio.to}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white"
            >
              <ArrowLeft aria-hidden className="size-4" />
              {copy.backToPortfolio.label}
            </Link>
            <ul className="mt-4 flex flex-wrap gap-2">
              {[client.category, `${client.city}, ${client.state}`, project.timeline].map((badge, index) => (
                <li key={badge}>
                  <Badge variant={index === 0 ? "ember" : "inverse"}>{badge}</Badge>
                </li>
              ))}
            </ul>
            <p className="eyebrow mt-6 text-ember-300">{copy.eyebrow}</p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{client.name}</h1>
            <p className="mt-4 font-display text-xl font-semibold text-brand-100 sm:text-2xl">
              {project.heroTitle}
            </p>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{project.summary}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <a href={copy.viewLivePreview.to}>
                  <Eye aria-hidden />
                  {copy.viewLivePreview.label}
                </a>
              </Button>
            </div>
          </div>
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <div className="overflow-hidden rounded-2xl shadow-lift ring-1 ring-white/20">
              <ProjectSiteMockup
                site={project.mockup}
                variant="mobile"
                title={copy.alt.heroPhone(client.name)}
              />
            </div>
          </div>
        </div>
      </DarkBand>
      <Section className="bg-white" heading={copy.overview}>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <article
              key={card.title}
              className={cn(
                "rounded-(--radius-card) border border-t-4 border-slate-200 bg-white p-6 shadow-card",
                card.tone,
              )}
            >
              <h3 className="text-xl font-bold text-ink">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-soft">{card.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <section className="section bg-slate-50">
        <div className="container-page grid gap-6 lg:grid-cols-2">
          <div className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card sm:p-8">
            <h2 className="text-2xl font-extrabold text-ink">{copy.details.title}</h2>
            <dl className="mt-6 divide-y divide-slate-200">
              {details.map((detail) => (
                <div key={detail.label} className="flex justify-between gap-4 py-3">
                  <dt className="text-muted">{detail.label}</dt>
                  <dd className="text-right font-semibold text-ink">{detail.value}</dd>
                </div>
              ))}
              <div className="py-3">
                <dt className="text-muted">{copy.details.services}</dt>
                <dd className="mt-3 flex flex-wrap gap-2">
                  {project.services.map((service) => (
                    <Badge key={service}>{service}</Badge>
                  ))}
                </dd>
              </div>
            </dl>
          </div>
          <div className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card sm:p-8">
            <h2 className="text-2xl font-extrabold text-ink">{copy.highlightsTitle}</h2>
            <CheckList
              items={project.highlights}
              className="mt-6 space-y-4"
              itemClassName="flex gap-3 text-ink-soft"
              iconClassName="mt-0.5 size-5 shrink-0 text-success-600"
              wrap
            />
          </div>
        </div>
      </section>
      <Section
        id="live-preview"
        className="bg-white"
        heading={{
          ...copy.livePreview,
          intro: project.liveUrl ? copy.livePreview.liveIntro : copy.livePreview.intro,
        }}
      >
        <div className="mx-auto mt-10 max-w-4xl">
          <div className="overflow-hidden rounded-2xl shadow-lift ring-1 ring-slate-200">
            <ProjectSiteMockup
              site={project.mockup}
              title={copy.alt.livePreview(project.client.name, project.mockup.domain)}
            />
          </div>
          {/* Only a real address gets the outside link (ADR 0005). */}
          {project.liveUrl ? (
            <div className="mt-8 flex justify-center">
              <Button asChild size="lg" variant="secondary">
                <a href={project.liveUrl} target="_blank" rel="noopener noreferrer">
                  {copy.livePreview.linkLabel}
                  <ExternalLink aria-hidden />
                  <span className="sr-only">{copy.livePreview.newTabNote}</span>
                </a>
              </Button>
            </div>
          ) : null}
        </div>
      </Section>
      <Section id="features" className="bg-slate-50" heading={copy.features}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {project.features.map((feature) => (
            <li
              key={feature.title}
              className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <ContentIcon name={feature.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section className="bg-brand-800 text-white">
        <div className="container-page py-14 sm:py-16">
          <SectionHeading eyebrow={copy.stats.eyebrow} title={copy.stats.title} inverse />
          <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {project.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-2xl bg-white/10 p-5 text-center ring-1 ring-white/15"
              >
                <dt className="mt-1 text-sm text-brand-100">{stat.label}</dt>
                <dd className="order-first font-display text-3xl font-extrabold sm:text-5xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <Section className="bg-white">
        <QuoteFigure
          {...project.testimonial}
          eyebrow={copy.testimonial.eyebrow}
          className="mx-auto max-w-3xl rounded-(--radius-card) border border-slate-200 bg-slate-50 p-6 shadow-card sm:p-10"
        />
      </Section>
      <Section className="bg-slate-50" heading={copy.gallery}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {project.gallery.map((shot) => (
            <li key={shot.variant}>
              <figure className="h-full overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-card">
                <ProjectSiteMockup
                  site={project.mockup}
                  variant={shot.variant}
                  title={copy.alt.galleryShot(project.client.name, shot.title)}
                />
                <figcaption className="border-t border-slate-200 p-5">
                  <span className="block font-bold text-ink">{shot.title}</span>
                  <span className="mt-1 block text-sm text-ink-soft">{shot.caption}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section className="bg-white" heading={copy.related}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {project.related.map((slug) => {
            const card = projectCard(slug);
            return (
              <li key={slug}>
                <Link
                  discover="none"
                  to={card.to}
                  className="group flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
                >
                  <ProjectSiteMockup site={card.mockup} />
                  <span className="flex flex-1 flex-col border-t border-slate-200 p-5">
                    <span className="eyebrow">
                      {card.category} · {card.location}
                    </span>
                    <span className="mt-1 font-display text-xl font-bold text-ink">{card.name}</span>
                    <span className="mt-2 line-clamp-3 flex-1 text-sm text-ink-soft">{card.summary}</span>
                    <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline">
                      {copy.related.linkLabel}
                      <ArrowRight aria-hidden className="size-4" />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
