import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { contactFormTexts } from "~/content/forms";
import { type LeadFormResult, leadForms } from "~/lib/lead-forms";
import { contactServiceOptions } from "~/lib/schemas/leads";
import { cn } from "~/lib/utils";
import { SpamTrap } from "./form-kit";
import { FormField, SubmitButton } from "./form-field";
import { ErrorSummary, landingAction, landingClass, landingTarget } from "./form-landing";
import { IslandFrame } from "./islands/island-frame";
import { useLeadForm } from "./use-lead-form";

const FIELDS = leadForms.contact.fields;

type ContactFormCardProps = { result?: LeadFormResult; headingLevel: 2 | 3 };

/**
 * The contact form itself, in its island frame: on a page hydrated on intent, a first tap in it
 * loads React and this form alone (ADR 0058, islands/contact.island.tsx). Apart from the office
 * details beside it, which read the site's settings through the router.
 */
export function ContactFormCard(props: ContactFormCardProps) {
  return (
    <IslandFrame name="contact" props={props}>
      <ContactFormCardView {...props} />
    </IslandFrame>
  );
}

export function ContactFormCardView({ result, headingLevel }: ContactFormCardProps) {
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
