import { Send } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { quickMessageTexts } from "~/content/forms";
import { currentAttribution } from "~/lib/attribution";
import { type LeadFormResult, leadForms } from "~/lib/lead-forms";
import { cn } from "~/lib/utils";
import {
  FormAlert,
  formTokenValue,
  honeypotValue,
  controlProps,
  postJson,
  readFields,
  SpamTrap,
  useFillTimer,
  useHydrated,
} from "./form-kit";
import { FormField, SubmitButton } from "./form-field";
import { ErrorSummary, landingAction, landingClass, landingTarget } from "./form-landing";

const FIELDS = leadForms["quick-message"].fields;
type Field = (typeof FIELDS)[number];

/**
 * The quick-message page's form (spec 2.12, 5, 8): three required fields enforced by the
 * browser, the message box 5 rows. Posts JSON to POST /api/quick-contact; on success a
 * 'Message Sent' notice and cleared fields. Without JavaScript it posts to the page action.
 */
export function QuickMessageForm({ result }: { result?: LeadFormResult }) {
  const id = useId();
  const hydrated = useHydrated();
  const timer = useFillTimer();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() =>
    result?.ok ? {} : (result?.errors ?? {}),
  );
  const values = result && !result.ok ? result.values : undefined;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = readFields(form, FIELDS);
    setBusy(true);
    try {
      const answer = await postJson("/api/quick-contact", {
        ...fields,
        homepage: honeypotValue(form),
        formToken: formTokenValue(form),
        fillMs: timer.elapsed(),
        ...currentAttribution(),
      });
      if (!answer.ok) {
        setErrors((answer.errors ?? {}) as Partial<Record<Field, string>>);
        throw new Error(answer.message ?? quickMessageTexts.serverFallback);
      }
      setErrors({});
      toast({
        title: quickMessageTexts.successTitle,
        description: quickMessageTexts.successDescription,
        variant: "success",
      });
      form.reset();
      timer.restart();
    } catch (error) {
      const description =
        error instanceof Error && !(error instanceof TypeError)
          ? error.message
          : quickMessageTexts.unknownFallback;
      toast({ title: quickMessageTexts.errorTitle, description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  function onEdit(event: React.FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as Field;
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  const fieldProps = (field: Field) => controlProps(id, field, { errors, values });

  return (
    <form
      method="post"
      action={landingAction("/quick-message", "quick-message")}
      {...landingTarget("quick-message")}
      onSubmit={onSubmit}
      onChange={onEdit}
      aria-labelledby={`${id}-title`}
      data-form="quick-message"
      data-ready={hydrated ? "true" : undefined}
      className={cn(
        "relative rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card sm:p-8",
        landingClass,
      )}
    >
      <SpamTrap formToken={result?.formToken} />
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
      ) : result?.errors && Object.keys(errors).length ? (
        // The spec's 'Error' notice, its messages linked to their fields.
        <ErrorSummary
          fields={FIELDS}
          errors={errors}
          fieldId={(field) => `${id}-${field}`}
          title={quickMessageTexts.errorTitle}
          className="mt-5"
        />
      ) : result?.message ? (
        <FormAlert tone="error" title={quickMessageTexts.errorTitle} className="mt-5">
          {result.message}
        </FormAlert>
      ) : null}
      <div className="mt-6 grid gap-5">
        <FormField id={`${id}-name`} label="Name" mark="required" error={errors.name}>
          <Input {...fieldProps("name")} autoComplete="name" placeholder="Your name" maxLength={120} />
        </FormField>
        <FormField id={`${id}-email`} label="Email" mark="required" error={errors.email}>
          <Input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            placeholder="you@yourbusiness.com"
            maxLength={254}
          />
        </FormField>
        <FormField id={`${id}-message`} label="Message" mark="required" error={errors.message}>
          <Textarea {...fieldProps("message")} rows={5} placeholder="How can we help?" maxLength={5000} />
        </FormField>
      </div>
      <SubmitButton
        busy={busy}
        busyText="Sending..."
        text="Send Message"
        icon={<Send aria-hidden />}
        className="mt-6 w-full"
      />
    </form>
  );
}
