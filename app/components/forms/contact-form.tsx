import { CheckCircle2, Clock, Mail, MapPin, Phone, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { contactFormTexts } from "~/content/forms";
import { useBusiness } from "~/lib/site-settings";
import { type LeadFormResult, leadForms } from "~/lib/lead-forms";
import { contactServiceOptions } from "~/lib/schemas/leads";
import { cn } from "~/lib/utils";
import { SpamTrap } from "./form-kit";
import { FormField, SubmitButton } from "./form-field";
import { ErrorSummary, landingAction, landingClass, landingTarget } from "./form-landing";
import { useLeadForm } from "./use-lead-form";

const FIELDS = leadForms.contact.fields;

/**
 * Contact form (spec 2.3, 4, 5, 8) with the office details and hours beside it. Six
 * required fields with the spec's messages, each cleared when its field is edited; on
 * success a thank-you panel shows for 5 s (or until 'Send Another Message'), then a blank
 * form. Posts to the /contact page action, through a fetcher when script runs.
 */
export function ContactForm({
  result,
  className,
  headingLevel = 3,
}: {
  /** The /contact page action's answer to a post without JavaScript. */
  result?: LeadFormResult;
  className?: string;
  /** Level of the form's and the office box's titles (3 under a section's h2, 2 under the page's h1). */
  headingLevel?: 2 | 3;
}) {
  return (
    <div className={cn("grid gap-8 lg:grid-cols-5 lg:gap-10", className)}>
      <div className="lg:col-span-3">
        <ContactFormCard result={result} headingLevel={headingLevel} />
      </div>
      <OfficeInfo className="lg:col-span-2" headingLevel={headingLevel} />
    </div>
  );
}

function ContactFormCard({ result, headingLevel }: { result?: LeadFormResult; headingLevel: 2 | 3 }) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  const lead = useLeadForm("contact", {
    id: "lead-contact",
    result,
    errorTitle: contactFormTexts.errorTitle,
    fallback: {
      title: contactFormTexts.errorTitle,
      description: contactFormTexts.fallbackDescription,
      variant: "destructive",
    },
    afterSend: "panel",
  });
  const { errors, fieldProps, startOver } = lead;
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // The thank-you panel takes focus and gives way to a blank form after 5 s (spec 9).
  useEffect(() => {
    if (!lead.sent) return;
    thanksRef.current?.focus();
    const timeout = window.setTimeout(startOver, contactFormTexts.thankYouMs);
    return () => window.clearTimeout(timeout);
  }, [lead.sent, startOver]);

  if (lead.sent) {
    return (
      <div
        role="status"
        {...landingTarget("contact")}
        className={cn(
          "flex min-h-[28rem] flex-col items-center justify-center rounded-(--radius-card) border border-green-200 bg-white p-8 text-center shadow-card",
          landingClass,
        )}
        data-form="contact-thanks"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-green-50">
          <CheckCircle2 className="size-9 text-success-600" aria-hidden />
        </span>
        <Title ref={thanksRef} tabIndex={-1} className="mt-5 text-2xl font-extrabold outline-none">
          Message received
        </Title>
        <p className="mt-3 max-w-md text-lg leading-relaxed text-ink-soft">{contactFormTexts.thankYou}</p>
        {lead.hydrated ? (
          <Button variant="outline" className="mt-8" onClick={startOver}>
            {contactFormTexts.sendAnother}
          </Button>
        ) : (
          <Button asChild variant="outline" className="mt-8">
            <a href="/contact">{contactFormTexts.sendAnother}</a>
          </Button>
        )}
      </div>
    );
  }

  const { id } = lead;
  return (
    <form
      key={lead.formKey}
      {...landingTarget("contact")}
      method="post"
      action={landingAction("/contact", "contact")}
      {...lead.formProps}
      aria-labelledby={`${id}-title`}
      data-form="contact"
      className={cn(
        "relative rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card sm:p-8",
        landingClass,
      )}
    >
      <input type="hidden" name="intent" value="contact" />
      <SpamTrap formToken={lead.formToken} visit={lead.visit} />
      <Title id={`${id}-title`} className="text-xl font-extrabold sm:text-2xl">
        Tell us about your business
      </Title>
      <p className="mt-1 text-sm text-muted">All fields are required. We reply within one business day.</p>
      {lead.landed && !Object.keys(lead.landed.fieldErrors).length ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {lead.landed.message}
        </p>
      ) : null}
      {lead.landed ? (
        <ErrorSummary
          fields={FIELDS}
          errors={errors}
          fieldId={(field) => `${id}-${field}`}
          className="mt-4"
        />
      ) : null}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Your name" mark="required" error={errors.name}>
          <Input {...fieldProps("name")} autoComplete="name" placeholder="Jane Smith" maxLength={120} />
        </FormField>
        <FormField id={`${id}-company`} label="Business name" mark="required" error={errors.company}>
          <Input
            {...fieldProps("company")}
            autoComplete="organization"
            placeholder="Smith Plumbing & Drain"
            maxLength={160}
          />
        </FormField>
        <FormField id={`${id}-email`} label="Email" mark="required" error={errors.email}>
          <Input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            placeholder="jane@smithplumbing.com"
            maxLength={254}
          />
        </FormField>
        <FormField id={`${id}-phone`} label="Phone" mark="required" error={errors.phone}>
          <Input
            {...fieldProps("phone")}
            type="tel"
            autoComplete="tel"
            placeholder="(713) 555-0100"
            maxLength={40}
          />
        </FormField>
        <FormField
          id={`${id}-service`}
          label="Service you're interested in"
          mark="required"
          error={errors.service}
          className="sm:col-span-2"
        >
          <NativeSelect {...fieldProps("service")}>
            <option value="" disabled>
              Select a service
            </option>
            {contactServiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id={`${id}-message`}
          label="Project details"
          mark="required"
          error={errors.message}
          className="sm:col-span-2"
        >
          <Textarea
            {...fieldProps("message")}
            rows={5}
            placeholder="What services do you offer, where do you work, and what would you like more of?"
            maxLength={5000}
          />
        </FormField>
      </div>
      <SubmitButton
        busy={lead.busy}
        busyText="Sending..."
        text="Send Message"
        icon={<Send aria-hidden />}
        className="mt-6 w-full sm:w-auto"
      />
    </form>
  );
}

/** The office details and hours shown beside the contact form. */
export function OfficeInfo({ className, headingLevel = 3 }: { className?: string; headingLevel?: 2 | 3 }) {
  const business = useBusiness();
  const Title = headingLevel === 2 ? "h2" : "h3";
  const Subtitle = headingLevel === 2 ? "h3" : "h4";
  return (
    <aside
      aria-label="Office details"
      className={cn(
        "relative overflow-hidden rounded-(--radius-card) bg-brand-950 p-6 text-white shadow-card sm:p-8",
        className,
      )}
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(30rem_18rem_at_100%_0%,rgb(51_114_246/0.35),transparent)]"
      />
      <div className="relative">
        <Title className="text-xl font-extrabold">Talk to a real person</Title>
        <p className="mt-2 text-sm leading-relaxed text-brand-100">
          Prefer the phone? Call our Houston office. We answer every message within 24 hours.
        </p>
        <ul className="mt-6 space-y-5 text-sm">
          <li className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <Phone className="size-5 text-ember-300" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold text-white">Phone</span>
              <a href={business.phoneHref} className="text-brand-100 underline-offset-4 hover:underline">
                {business.phone}
              </a>
            </span>
          </li>
          <li className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <Mail className="size-5 text-ember-300" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-white">Email</span>
              <a
                href={business.emailHref}
                className="break-words text-brand-100 underline-offset-4 hover:underline"
              >
                {business.email}
              </a>
            </span>
          </li>
          <li className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <MapPin className="size-5 text-ember-300" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold text-white">Office</span>
              <span className="text-brand-100">{business.formattedAddress}</span>
            </span>
          </li>
        </ul>
        <div className="mt-8 rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
          <Subtitle className="flex items-center gap-2 font-display font-bold">
            <Clock className="size-4 text-ember-300" aria-hidden />
            Business hours
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
          <Subtitle className="font-display font-bold">What happens next</Subtitle>
          <ol className="mt-3 space-y-3 text-sm text-brand-100">
            {[
              "We look at your website, rankings and local competitors.",
              "A strategist calls you to talk through your goals.",
              "You get a clear plan with prices. No pressure, no contracts to sign on the call.",
            ].map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ember-600 text-xs font-bold text-white">
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </aside>
  );
}
