import { ContactForm } from "~/components/forms/contact-form";
import { HeroForm } from "~/components/forms/hero-form";
import { PageHero } from "~/components/sections/page-hero";
import { contactPage as copy } from "~/content/contact";
import { answerScriptedPosts, contactPageAction } from "~/.server/forms/lead-forms";
import { copyMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = copyMeta(copy);

/** A form running script posts here too, asking for the action's answer as JSON (ADR 0058). */
export const middleware: Route.MiddlewareFunction[] = [answerScriptedPosts(contactPageAction)];

/** Posts of the hero and contact forms, natively without JavaScript (the home page's forms post here too). */
export { contactPageAction as action };

export default function Page({ actionData }: Route.ComponentProps) {
  const heroResult = actionData?.form === "free-plan" ? actionData : undefined;
  const contactResult = actionData?.form === "contact" ? actionData : undefined;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      {heroResult ? (
        <section className="section bg-slate-50" aria-label={copy.freePlanLabel}>
          <div className="container-page max-w-xl">
            <HeroForm result={heroResult} className="border border-slate-200" />
          </div>
        </section>
      ) : null}
      <section id="contact" className="section" aria-label={copy.contactFormLabel}>
        <div className="container-page">
          <ContactForm result={contactResult} headingLevel={2} />
        </div>
      </section>
    </>
  );
}
