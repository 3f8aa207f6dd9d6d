import { Check } from "lucide-react";
import { CustomQuoteForm } from "~/components/forms/custom-quote-form";
import { IslandFrame } from "~/components/forms/islands/island-frame";
import { ContentIcon } from "~/components/marketing/icon";
import { PageHero } from "~/components/sections/page-hero";
import { customQuotePage as copy } from "~/content/custom-quote";
import { useBusiness } from "~/lib/site-settings";
import { answerScriptedPosts, customQuotePageAction } from "~/.server/forms/lead-forms";
import { copyMeta } from "~/lib/meta";
import type { Route } from "./+types/custom-quote";

export const meta: Route.MetaFunction = copyMeta(copy);

/** A form running script posts here too, asking for the action's answer as JSON (ADR 0058). */
export const middleware: Route.MiddlewareFunction[] = [answerScriptedPosts(customQuotePageAction)];

/** The custom-quote form posts here, natively without JavaScript. */
export { customQuotePageAction as action };

export default function Page({ actionData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <section className="section bg-slate-50">
        <div className="container-page grid gap-8 lg:grid-cols-5 lg:gap-10">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-extrabold sm:text-3xl">{copy.highlightsTitle}</h2>
            <ul className="mt-6 space-y-6">
              {copy.highlights.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ember-50">
                    <ContentIcon name={item.icon} className="text-ember-600" />
                  </span>
                  <span>
                    <span className="block font-display font-bold text-ink">{item.title}</span>
                    <span className="mt-1 block text-sm leading-relaxed text-ink-soft">{item.text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-8 rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card">
              <p className="font-display font-bold">{copy.includesTitle}</p>
              <ul className="mt-3 space-y-2 text-sm text-ink-soft">
                {copy.includes.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-muted">
                {copy.callPrompt}{" "}
                <a href={business.phoneHref} className="font-semibold text-brand-700 hover:underline">
                  {business.phone}
                </a>
                .
              </p>
            </div>
          </div>
          <div className="lg:col-span-3">
            {/* A first tap in the form loads React and the form alone (islands/custom-quote.island.tsx). */}
            <IslandFrame name="custom-quote" props={{ result: actionData }}>
              <CustomQuoteForm result={actionData} />
            </IslandFrame>
          </div>
        </div>
      </section>
    </>
  );
}
