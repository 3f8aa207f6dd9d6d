import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { contactFormTexts } from "~/content/forms";
import { contactFields } from "~/content/lead-forms/contact";
import type { LeadFormResult } from "~/lib/lead-forms";
import { cn } from "~/lib/utils";
import { SpamTrap } from "./form-kit";
import { SubmitButton } from "./form-field";
import { LandedErrors, LeadFields } from "./lead-fields";
import { landingClass, landingTarget, leadCardClass } from "./form-landing";
import { inIsland } from "./islands/island-frame";
import { useLeadForm } from "./use-lead-form";

type ContactFormCardProps = { result?: LeadFormResult; headingLevel: 2 | 3 };

/** The contact form in its island frame (islands/contact.island.tsx); the office details read the router's data. */
export const ContactFormCard = inIsland("contact", ContactFormCardView);

export function ContactFormCardView({ result, headingLevel }: ContactFormCardProps) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  const lead = useLeadForm("contact", {
    id: "lead-contact",
    result,
    errorTitle: contactFormTexts.errorTitle,
    fallback: contactFormTexts.fallbackDescription,
    afterSend: "panel",
  });
  const { startOver } = lead;
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
    <form key={lead.formKey} {...lead.formProps} data-form="contact" className={leadCardClass}>
      <input type="hidden" name="intent" value="contact" />
      <SpamTrap formToken={lead.formToken} visit={lead.visit} />
      <Title id={`${id}-title`} className="text-xl font-extrabold sm:text-2xl">
        Tell us about your business
      </Title>
      <p className="mt-1 text-sm text-muted">All fields are required. We reply within one business day.</p>
      <LandedErrors lead={lead} className="mt-4" />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <LeadFields fields={contactFields} lead={lead} />
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
