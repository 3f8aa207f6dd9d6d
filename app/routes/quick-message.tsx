import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { QuickMessageForm } from "~/components/forms/quick-message-form";
import { PageHero } from "~/components/sections/page-hero";
import { quickMessagePage as copy } from "~/content/quick-message";
import { compactClock, useBusiness } from "~/lib/site-settings";
import { answerScriptedPosts, quickMessagePageAction } from "~/.server/forms/lead-forms";
import { copyMeta } from "~/lib/meta";
import type { Route } from "./+types/quick-message";

export const meta: Route.MetaFunction = copyMeta(copy);

/** A form running script posts here too, asking for the action's answer as JSON (ADR 0058). */
export const middleware: Route.MiddlewareFunction[] = [answerScriptedPosts(quickMessagePageAction)];

/** Posts of the quick-message form and the floating widget (natively without JavaScript). */
export { quickMessagePageAction as action };

export default function Page({ actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const weekdays = business.hours[0];
  const details = [
    { icon: Phone, label: copy.detailLabels.phone, value: business.phone, href: business.phoneHref },
    { icon: Mail, label: copy.detailLabels.email, value: business.email, href: business.emailHref },
    { icon: MapPin, label: copy.detailLabels.office, value: business.formattedAddress },
  ] as const;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <section className="section bg-slate-50">
        <div className="container-page grid gap-8 lg:grid-cols-5 lg:gap-10">
          <div className="space-y-6 lg:col-span-2">
            <div className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card sm:p-8">
              <h2 className="text-xl font-extrabold">{copy.detailsTitle}</h2>
              <ul className="mt-5 space-y-5 text-sm">
                {details.map((item) => (
                  <li key={item.label} className="flex gap-3">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50">
                      <item.icon className="size-5 text-brand-700" aria-hidden />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink">{item.label}</span>
                      {"href" in item ? (
                        <a
                          href={item.href}
                          className="break-words text-brand-700 underline-offset-4 hover:underline"
                        >
                          {item.value}
                        </a>
                      ) : (
                        <span className="text-ink-soft">{item.value}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-(--radius-card) bg-brand-950 p-6 text-white shadow-card sm:p-8">
              <h2 className="flex items-center gap-2 text-xl font-extrabold">
                <Clock className="size-5 text-ember-300" aria-hidden />
                {copy.hours.title}
              </h2>
              <p className="mt-3 text-lg font-semibold">{copy.hours.days}</p>
              <p className="text-brand-100">
                {weekdays.opens && weekdays.closes
                  ? [weekdays.opens, weekdays.closes].map(compactClock).join(copy.hours.timeJoiner)
                  : copy.hours.closed}
              </p>
              <p className="mt-4 text-sm text-brand-100">{copy.hours.afterHours}</p>
            </div>
          </div>
          <div className="lg:col-span-3">
            <QuickMessageForm result={actionData} />
          </div>
        </div>
      </section>
    </>
  );
}
