import { Send } from "lucide-react";
import { quickMessageTexts } from "~/content/forms";
import { quickMessageFields } from "~/content/lead-forms/quick-message";
import type { LeadFormResult } from "~/lib/lead-forms";
import { FormAlert, SpamTrap } from "./form-kit";
import { SubmitButton } from "./form-field";
import { LeadFields } from "./lead-fields";
import { ErrorSummary, leadCardClass } from "./form-landing";
import { inIsland } from "./islands/island-frame";
import { useLeadForm } from "./use-lead-form";

type QuickMessageFormProps = { result?: LeadFormResult };

/** The form in its island frame (islands/quick-message.island.tsx). */
export const QuickMessageForm = inIsland("quick-message", QuickMessageFormView);

/** The quick-message page's form (spec 2.12, 5, 8): on success a notice and cleared fields. */
export function QuickMessageFormView({ result }: QuickMessageFormProps) {
  const lead = useLeadForm("quick-message", {
    id: "lead-quick-message",
    result,
    // The browser checks the three required fields (spec 5); the server, everything else.
    checkFirst: false,
    errorTitle: quickMessageTexts.errorTitle,
    fallback: quickMessageTexts.serverFallback,
    unreachable: quickMessageTexts.unknownFallback,
    afterSend: "clear",
    success: { title: quickMessageTexts.successTitle, description: quickMessageTexts.successDescription },
  });
  const { id, errors } = lead;

  return (
    <form {...lead.formProps} data-form="quick-message" className={leadCardClass}>
      <SpamTrap formToken={lead.formToken} visit={lead.visit} />
      <h2 id={`${id}-title`} className="text-2xl font-extrabold">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-muted">
        Fields marked <span className="text-danger-600">*</span> are required.
      </p>
      {result?.ok ? (
        <FormAlert tone="success" title={quickMessageTexts.successTitle} className="mt-5">
          {quickMessageTexts.successDescription}
        </FormAlert>
      ) : lead.landed && Object.keys(errors).length ? (
        // The spec's 'Error' notice, its messages linked to their fields.
        <ErrorSummary
          fields={lead.fields}
          errors={errors}
          fieldId={(field) => `${id}-${field}`}
          title={quickMessageTexts.errorTitle}
          className="mt-5"
        />
      ) : lead.landed ? (
        <FormAlert tone="error" title={quickMessageTexts.errorTitle} className="mt-5">
          {lead.landed.message}
        </FormAlert>
      ) : null}
      <div className="mt-6 grid gap-5">
        <LeadFields fields={quickMessageFields} lead={lead} />
      </div>
      <SubmitButton
        busy={lead.busy}
        busyText="Sending..."
        text="Send Message"
        icon={<Send aria-hidden />}
        className="mt-6 w-full"
      />
    </form>
  );
}
