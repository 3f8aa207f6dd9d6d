import { ContactForm } from "~/components/forms/contact-form";
import { HeroForm } from "~/components/forms/hero-form";
import { PageHero } from "~/components/sections/page-hero";
import { contactPageAction } from "~/.server/forms/lead-forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description: "Tell us about your business and get a free marketing plan.",
  });

/** Posts of the hero and contact forms made without JavaScript (the home page's forms post here too). */
export async function action(args: Route.ActionArgs) {
  return contactPageAction(args);
}

export default function Page({ actionData }: Route.ComponentProps) {
  const heroResult = actionData?.form === "free-plan" ? actionData : undefined;
  const contactResult = actionData?.form === "contact" ? actionData : undefined;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        intro="Tell us where you work and what you want more of. A Houston strategist will get back to you within one business day with honest, no-pressure advice."
      />
      {heroResult ? (
        <section className="section bg-slate-50" aria-label="Free marketing plan">
          <div className="container-page max-w-xl">
            <HeroForm result={heroResult} className="border border-slate-200" />
          </div>
        </section>
      ) : null}
      <section id="contact" className="section" aria-label="Contact form">
        <div className="container-page">
          <ContactForm result={contactResult} headingLevel={2} />
        </div>
      </section>
    </>
  );
}
