import { CheckCircle2, Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { customQuoteTexts } from "~/content/forms";
import { customQuoteFields } from "~/content/lead-forms/custom-quote";
import type { LeadFormResult } from "~/lib/lead-forms";
import { cn } from "~/lib/utils";
import { SpamTrap } from "./form-kit";
import { landingClass, landingTarget, leadCardClass } from "./form-landing";
import { SubmitButton } from "./form-field";
import { LandedErrors, LeadFields } from "./lead-fields";
import { useLeadForm } from "./use-lead-form";

/** Custom-design request (/custom-quote), a lead of kind 'custom-quote'. */
export function CustomQuoteForm({ result }: { result?: LeadFormResult }) {
  const lead = useLeadForm("custom-quote", {
    id: "lead-custom-quote",
    result,
    errorTitle: customQuoteTexts.errorTitle,
    fallback: customQuoteTexts.fallbackDescription,
    afterSend: "panel",
  });
  const { id } = lead;

  if (lead.sent) {
    return (
      <div
        role="status"
        {...landingTarget("custom-quote")}
        className={cn(
          "flex flex-col items-center rounded-(--radius-card) border border-green-200 bg-white p-8 text-center shadow-card sm:p-10",
          landingClass,
        )}
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-green-50">
          <CheckCircle2 className="size-9 text-success-600" aria-hidden />
        </span>
        <h2 className="mt-5 text-2xl font-extrabold">{customQuoteTexts.successTitle}</h2>
        <p className="mt-3 max-w-md text-lg leading-relaxed text-ink-soft">
          {customQuoteTexts.successDescription}
        </p>
        {lead.hydrated ? (
          <Button variant="outline" className="mt-8" onClick={lead.startOver}>
            Request another quote
          </Button>
        ) : (
          <Button asChild variant="outline" className="mt-8">
            <a href="/custom-quote">Request another quote</a>
          </Button>
        )}
      </div>
    );
  }

  return (
    <form key={lead.formKey} {...lead.formProps} data-form="custom-quote" className={leadCardClass}>
      {/* The latest answer carries the token for the next post (the sent one is used up). */}
      <SpamTrap formToken={lead.formToken} visit={lead.visit} />
      <h2 id={`${id}-title`} className="text-2xl font-extrabold">
        Request your custom quote
      </h2>
      <p className="mt-1 text-sm text-muted">
        Fields marked <span className="text-danger-600">*</span> are required.
      </p>
      <LandedErrors lead={lead} className="mt-4" />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <LeadFields fields={customQuoteFields} lead={lead} />
      </div>
      <SubmitButton
        busy={lead.busy}
        busyText="Submitting..."
        text="Request My Quote"
        icon={<Send aria-hidden />}
        className="mt-6 w-full sm:w-auto"
      />
    </form>
  );
}
