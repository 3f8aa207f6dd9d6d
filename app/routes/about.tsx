import { LinkedinGlyph, XGlyph } from "~/components/art/social-glyphs";
import { Portrait } from "~/components/art/portrait";
import { IconTile } from "~/components/marketing/icon";
import { TestimonialCard } from "~/components/marketing/testimonial-card";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { aboutPage, milestones, values } from "~/content/about";
import { socialLinkLabel, team } from "~/content/team";
import { aboutTestimonials } from "~/content/testimonials";
import { localBusinessJsonLd } from "~/lib/json-ld";
import { copyMeta, publicUrlFrom } from "~/lib/meta";
import type { Route } from "./+types/about";
import { siteSettingsFrom } from "~/lib/site-settings";
import { cn } from "~/lib/utils";

export const meta: Route.MetaFunction = copyMeta(aboutPage, ({ matches }) => ({
  jsonLd: [localBusinessJsonLd(publicUrlFrom(matches), siteSettingsFrom(matches).business)],
}));

/** A team member's profile links, in this order, each in its network's colours. */
const socialLinks = [
  { network: "linkedin", Glyph: LinkedinGlyph, tone: "text-brand-700 hover:bg-brand-50" },
  { network: "twitter", Glyph: XGlyph, tone: "text-ink hover:bg-slate-100" },
] as const;

export default function AboutPage() {
  const { hero, story, cta } = aboutPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />

      <section id="story" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <SectionHeading eyebrow={story.eyebrow} title={story.title} align="left" />
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 max-w-2xl leading-relaxed text-ink-soft">
                {paragraph}
              </p>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {story.facts.map((fact, index) => (
              <div
                key={fact.label}
                className={`flex flex-col rounded-(--radius-card) p-6 shadow-card ${index === 0 ? "bg-brand-700 text-white" : "border border-slate-200 bg-white"}`}
              >
                <dt className={`order-2 mt-1 text-sm ${index === 0 ? "text-brand-100" : "text-muted"}`}>
                  {fact.label}
                </dt>
                <dd
                  className={cn(
                    "order-1 font-display text-4xl font-extrabold",
                    index > 0 && "text-brand-700",
                  )}
                >
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section id="team" className="bg-slate-50" heading={aboutPage.team}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li
              key={member.name}
              data-testid="team-member"
              className="grid grid-cols-[5.5rem_1fr] gap-x-4 gap-y-3 overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-card sm:flex sm:flex-col sm:gap-0 sm:p-0"
            >
              <Portrait name={member.name} className="rounded-xl sm:rounded-none" />
              <div className="self-center sm:self-auto sm:px-6 sm:pt-6">
                <h3 className="text-lg font-bold text-ink">{member.name}</h3>
                <p className="text-sm font-semibold text-ember-600">{member.position}</p>
              </div>
              <div className="col-span-2 flex flex-1 flex-col sm:px-6 sm:pb-6">
                <p className="flex-1 text-sm leading-relaxed text-ink-soft sm:mt-3">{member.bio}</p>
                {/* Only profiles that exist get an icon (ADR 0005): none is public yet. */}
                {member.social.linkedin || member.social.twitter ? (
                  <ul className="mt-4 -ml-2.5 flex gap-1 sm:mt-5">
                    {socialLinks.map(({ network, Glyph, tone }) =>
                      member.social[network] ? (
                        <li key={network}>
                          <a
                            href={member.social[network]}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={socialLinkLabel(member.name, network)}
                            className={`inline-flex size-10 items-center justify-center rounded-lg ${tone}`}
                          >
                            <Glyph />
                          </a>
                        </li>
                      ) : null,
                    )}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="values" heading={{ eyebrow: aboutPage.values.eyebrow, title: aboutPage.values.title }}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value, index) => (
            <li
              key={value.title}
              data-testid="value"
              className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card"
            >
              <IconTile name={value.icon} tone={index % 2 ? "ember" : "brand"} />
              <h3 className="mt-4 text-lg font-bold text-ink">{value.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="milestones"
        className="bg-brand-950 text-white"
        heading={{ eyebrow: aboutPage.milestones.eyebrow, title: aboutPage.milestones.title }}
        inverse
      >
        <ol className="relative mx-auto mt-12 max-w-3xl border-l-2 border-white/20 pl-8">
          {milestones.map((milestone) => (
            <li key={milestone.year} data-testid="milestone" className="relative pb-10 last:pb-0">
              <span
                aria-hidden
                className="absolute top-1 -left-[2.55rem] size-4 rounded-full border-4 border-brand-950 bg-ember-400"
              />
              <p className="font-display text-2xl font-extrabold text-ember-300">{milestone.year}</p>
              <h3 className="mt-1 text-lg font-bold">{milestone.title}</h3>
              <p className="mt-1 leading-relaxed text-brand-100">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="testimonials" flush heading={aboutPage.testimonials}>
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {aboutTestimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </div>
      </Section>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} />
    </>
  );
}
