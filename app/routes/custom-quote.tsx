import { CalendarClock, Check, Palette, Smartphone } from "lucide-react";
import { CustomQuoteForm } from "~/components/forms/custom-quote-form";
import { PageHero } from "~/components/sections/page-hero";
import { site } from "~/content/site";
import { customQuotePageAction } from "~/.server/forms/lead-forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/custom-quote";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Custom Website Quote",
    description: "Request a quote for a custom-designed website.",
  });

/** The custom-quote form posts here (natively without JavaScript, through a fetcher with it). */
export async function action(args: Route.ActionArgs) {
  return customQuotePageAction(args);
}

const highlights = [
  {
    icon: Palette,
    title: "Designed around your brand",
    text: "No template look-alikes: a site built for your trade, your service area and your customers.",
  },
  {
    icon: Smartphone,
    title: "Built to turn visits into calls",
    text: "Mobile-first pages, click-to-call, quote forms and local SEO from day one.",
  },
  {
    icon: CalendarClock,
    title: "Live in 2-4 weeks",
    text: "Most custom builds cost $2,500 to $6,000 and launch within a month.",
  },
] as const;

export default function Page({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Custom design"
        title="Custom Website Quote"
        intro="Need more than a ready-made template? Tell us about your business and the website you have in mind, and we'll send a fixed-price quote within one business day."
      />
      <section className="section bg-slate-50">
        <div className="container-page grid gap-8 lg:grid-cols-5 lg:gap-10">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-extrabold sm:text-3xl">What you get</h2>
            <ul className="mt-6 space-y-6">
              {highlights.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ember-50">
                    <item.icon className="size-6 text-ember-600" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-display font-bold text-ink">{item.title}</span>
                    <span className="mt-1 block text-sm leading-relaxed text-ink-soft">{item.text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-8 rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card">
              <p className="font-display font-bold">Every custom build includes</p>
              <ul className="mt-3 space-y-2 text-sm text-ink-soft">
                {[
                  "A strategy call before any design work",
                  "Design reviews with you at every step",
                  "Basic SEO setup and Google Business Profile tune-up",
                  "One month of support after launch",
                ].map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-muted">
                Rather talk it through? Call{" "}
                <a href={site.phoneHref} className="font-semibold text-brand-700 hover:underline">
                  {site.phone}
                </a>
                .
              </p>
            </div>
          </div>
          <div className="lg:col-span-3">
            <CustomQuoteForm result={actionData} />
          </div>
        </div>
      </section>
    </>
  );
}
