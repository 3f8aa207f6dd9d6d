import { HoustonScene } from "~/components/art/houston-scene";
import { ContactForm } from "~/components/forms/contact-form";
import { HeroForm } from "~/components/forms/hero-form";
import { CaseStudyCard } from "~/components/marketing/case-study-card";
import { ContentIcon } from "~/components/marketing/icon";
import { PortfolioCard } from "~/components/marketing/portfolio-card";
import { ServiceCard } from "~/components/marketing/service-card";
import { StatGrid } from "~/components/marketing/stat-grid";
import { TestimonialCard } from "~/components/marketing/testimonial-card";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqSection } from "~/components/sections/faq-section";
import {
  CheckList,
  DarkBand,
  LinkButton,
  MoreLink,
  Section,
  SectionHeading,
} from "~/components/sections/section";
import { Stars } from "~/components/sections/stars";
import { homeFaqs } from "~/content/faqs";
import { homePage } from "~/content/home";
import { homePortfolio } from "~/content/portfolio";
import { featuredCaseStudy } from "~/content/results";
import { homeServices } from "~/content/services";
import { resultStats } from "~/content/stats";
import { homeTestimonials } from "~/content/testimonials";
import { faqJsonLd } from "~/lib/faq-jsonld";
import { localBusinessJsonLd } from "~/lib/json-ld";
import { copyMeta, publicUrlFrom } from "~/lib/meta";
import type { Route } from "./+types/home";
import { siteSettingsFrom } from "~/lib/site-settings";

export const meta: Route.MetaFunction = copyMeta(homePage, ({ matches }) => ({
  jsonLd: [
    localBusinessJsonLd(publicUrlFrom(matches), siteSettingsFrom(matches).business),
    faqJsonLd(homeFaqs),
  ],
}));

export default function Home() {
  const { hero, services, results, portfolio, about, testimonials, faq, cta, contact } = homePage;
  return (
    <>
      <DarkBand glow="bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(51_114_246/0.5),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgb(248_99_16/0.28),transparent)]">
        {/* Top-aligned with padding, not centred: centred, the text moved down once the taller form arrived. */}
        <div className="container-page relative grid items-start gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16 lg:py-24">
          <div className="lg:pt-20">
            <p className="eyebrow text-ember-300">{hero.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              {hero.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{hero.intro}</p>
            <CheckList items={hero.points} className="hero-points mt-6 grid gap-2 sm:grid-cols-3 sm:gap-4" />
            <div className="mt-8 flex items-center gap-3 text-sm text-brand-100">
              <Stars />
              <span>
                <strong className="font-bold text-white">{hero.proof.rating}</strong> {hero.proof.text}
              </span>
            </div>
          </div>
          <div className="lg:pl-4">
            <HeroForm />
          </div>
        </div>
      </DarkBand>

      <Section id="services" heading={services}>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {homeServices.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
        <MoreLink to={services.linkTo} label={services.linkLabel} />
      </Section>

      <Section id="results" className="bg-slate-50" heading={results}>
        <StatGrid stats={resultStats} />
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-[1fr_1.2fr]">
          <div className="lg:pt-6">
            <p className="eyebrow">{results.caseStudyEyebrow}</p>
            <h3 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
              {featuredCaseStudy.company}: {featuredCaseStudy.stats[0].value}{" "}
              {featuredCaseStudy.stats[0].label}
            </h3>
            <CheckList items={featuredCaseStudy.improvements} className="gain-list mt-5 space-y-3" />
            <LinkButton
              to={results.allResultsTo}
              label={results.allResultsLink}
              variant="secondary"
              className="mt-6"
            />
          </div>
          <CaseStudyCard study={featuredCaseStudy} linkLabel={results.caseStudyLink} />
        </div>
      </Section>

      <Section id="portfolio" heading={portfolio}>
        <ul className="relative -mx-4 mt-12 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
          {homePortfolio.map((project) => (
            <li key={project.id} className="w-[82%] shrink-0 snap-start sm:w-auto">
              <PortfolioCard project={project} showHighlights={false} detailLabel={portfolio.detailLabel} />
            </li>
          ))}
        </ul>
        <MoreLink to={portfolio.linkTo} label={portfolio.linkLabel} />
      </Section>

      <section id="about" className="section bg-brand-950 text-white">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading eyebrow={about.eyebrow} title={about.title} align="left" inverse />
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-brand-100">
                {paragraph}
              </p>
            ))}
            <ul className="mt-6 space-y-3">
              {about.points.map((point) => (
                <li key={point.text} className="flex items-center gap-3 font-medium">
                  <span className="inline-flex size-9 items-center justify-center rounded-lg bg-white/10 text-ember-300">
                    <ContentIcon name={point.icon} className="size-5" />
                  </span>
                  {point.text}
                </li>
              ))}
            </ul>
            <LinkButton to={about.linkTo} label={about.linkLabel} variant="inverse" className="mt-8" />
          </div>
          <div>
            <HoustonScene label={about.illustrationLabel} className="rounded-[28px] shadow-lift" />
            <dl className="mt-4 grid grid-cols-2 gap-4">
              {about.stats.map((stat) => (
                <div
                  key={stat.label}
                  className="flex flex-col rounded-3xl bg-white/10 p-6 ring-1 ring-white/15 sm:p-8"
                >
                  <dt className="order-2 mt-1 font-semibold text-brand-100 sm:text-lg">{stat.label}</dt>
                  <dd className="order-1 font-display text-5xl font-extrabold tracking-tight text-white sm:text-6xl">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <Section id="testimonials" heading={testimonials}>
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {homeTestimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </div>
        <MoreLink to={testimonials.linkTo} label={testimonials.linkLabel} />
      </Section>

      <FaqSection faqs={homeFaqs} title={faq.title} intro={faq.intro} />

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} />

      <Section id="contact" className="bg-slate-50" heading={contact}>
        <div className="mt-12">
          <ContactForm />
        </div>
      </Section>
    </>
  );
}
