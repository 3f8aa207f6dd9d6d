import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { officeInfoTexts as copy } from "~/content/forms";
import { useBusiness } from "~/lib/site-settings";
import type { LeadFormResult } from "~/lib/lead-forms";
import { ContactFormCard } from "./contact-form-card";

/**
 * Contact form (spec 2.3, 4, 5, 8) with the office details beside it; on success a thank-you
 * panel for 5 s (or until 'Send Another Message'), then a blank form.
 */
export function ContactForm({
  result,
  headingLevel = 3,
}: {
  /** The /contact page action's answer to a post without JavaScript. */
  result?: LeadFormResult;
  /** Level of the form's and the office box's titles (3 under a section's h2, 2 under the page's h1). */
  headingLevel?: 2 | 3;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-5 lg:gap-10">
      <div className="lg:col-span-3">
        <ContactFormCard result={result} headingLevel={headingLevel} />
      </div>
      <OfficeInfo headingLevel={headingLevel} />
    </div>
  );
}

/** The office details and hours shown beside the contact form. */
function OfficeInfo({ headingLevel }: { headingLevel: 2 | 3 }) {
  const business = useBusiness();
  const Title = headingLevel === 2 ? "h2" : "h3";
  const Subtitle = headingLevel === 2 ? "h3" : "h4";
  return (
    <aside
      aria-label={copy.label}
      className="relative overflow-hidden rounded-(--radius-card) bg-brand-950 p-6 text-white shadow-card sm:p-8 lg:col-span-2"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(30rem_18rem_at_100%_0%,rgb(51_114_246/0.35),transparent)]"
      />
      <div className="relative">
        <Title className="text-xl font-extrabold">{copy.title}</Title>
        <p className="mt-2 text-sm leading-relaxed text-brand-100">{copy.intro}</p>
        <ul className="contact-ways mt-6 space-y-5 text-sm">
          {[
            { icon: Phone, label: "Phone", text: business.phone, href: business.phoneHref },
            { icon: Mail, label: "Email", text: business.email, href: business.emailHref },
            { icon: MapPin, label: "Office", text: business.formattedAddress },
          ].map(({ icon: Icon, label, text, href }) => (
            <li key={label}>
              <span>
                <Icon aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-white">{label}</span>
                {href ? (
                  <a href={href} className="break-words text-brand-100 underline-offset-4 hover:underline">
                    {text}
                  </a>
                ) : (
                  <span className="text-brand-100">{text}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-8 rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
          <Subtitle className="flex items-center gap-2 font-display font-bold">
            <Clock className="size-4 text-ember-300" aria-hidden />
            {copy.hoursTitle}
          </Subtitle>
          <dl className="mt-3 space-y-2 text-sm">
            {business.hours.map((hours) => (
              <div key={hours.days} className="flex justify-between gap-4">
                <dt className="text-brand-100">{hours.days}</dt>
                <dd className="font-semibold text-white">{hours.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-8">
          <Subtitle className="font-display font-bold">{copy.nextTitle}</Subtitle>
          <ol className="next-steps mt-3 space-y-3 text-sm text-brand-100">
            {copy.next.map((step, index) => (
              <li key={step}>
                <span>{index + 1}</span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </aside>
  );
}
