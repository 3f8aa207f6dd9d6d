import { ArrowRight, CheckCircle2, Lock } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/toast";
import { heroFormTexts, fieldErrorsText } from "~/content/forms";
import { currentAttribution } from "~/lib/attribution";
import { fromApiNames, type LeadFormResult, leadFormInput, leadForms, toApiNames } from "~/lib/lead-forms";
import { fieldErrors } from "~/lib/schemas/fields";
import { heroServiceOptions } from "~/lib/schemas/leads";
import { cn } from "~/lib/utils";
import {
  controlProps,
  focusFirstInvalid,
  formTokenValue,
  honeypotValue,
  pickFieldErrors,
  postJson,
  readFields,
  SpamTrap,
  useFillTimer,
  useHydrated,
} from "./form-kit";
import { FormField, SubmitButton } from "./form-field";
import { ErrorSummary, landingAction, landingClass, landingTarget } from "./form-landing";

const { schema, fields: FIELDS } = leadForms["free-plan"];
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/**
 * Hero free-plan form (spec 2.3, 5, 8). Empty fields are outlined in red and nothing is sent
 * until all four are filled; each also gets its message in words (ADR 0025: the spec's outline
 * alone tells no one without sight of the colour, and no one at all without JavaScript). It posts
 * the spec's generated message to POST /api/contact. Without JavaScript it posts to the /contact
 * page action, whose answer lands on the form with a summary of what to fix.
 */
export function HeroForm({
  result,
  heading = "Get Your Free Marketing Plan",
  className,
}: {
  /** The /contact page action's answer to a post without JavaScript. */
  result?: LeadFormResult;
  /** Title above the fields; null hides it (when the page shows its own). */
  heading?: string | null;
  className?: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const timer = useFillTimer();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>(() =>
    result?.ok ? {} : pickFieldErrors(FIELDS, result?.errors),
  );
  const values = result?.ok ? undefined : result?.values;

  if (result?.ok) {
    return (
      <div
        role="status"
        {...landingTarget("free-plan")}
        className={cn(
          "rounded-(--radius-card) bg-white p-6 text-ink shadow-lift sm:p-8",
          landingClass,
          className,
        )}
      >
        <CheckCircle2 className="size-10 text-success-600" aria-hidden />
        <p className="mt-4 font-display text-xl font-bold">{heroFormTexts.successTitle}</p>
        <p className="mt-2 text-ink-soft">{heroFormTexts.successDescription}</p>
      </div>
    );
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = readFields(form, FIELDS);
    const parsed = schema.safeParse(leadFormInput("free-plan", fields));
    if (!parsed.success) {
      const found = pickFieldErrors(FIELDS, fieldErrors(parsed.error));
      const bad = FIELDS.filter((field) => found[field]);
      setErrors(found);
      focusFirstInvalid(form, bad);
      // A filled-in field that is still wrong (an e-mail address without a domain) is worth a
      // notification; it names every field in error, not only that one.
      if (bad.some((field) => fields[field].trim()))
        toast({
          title: heroFormTexts.errorTitle,
          description: fieldErrorsText(bad.map((field) => found[field] ?? "")),
          variant: "destructive",
        });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await postJson("/api/contact", {
        ...toApiNames("free-plan", parsed.data),
        form: "free-plan",
        homepage: honeypotValue(form),
        formToken: formTokenValue(form),
        fillMs: timer.elapsed(),
        ...currentAttribution(),
      });
      if (answer.ok) {
        toast({
          title: heroFormTexts.successTitle,
          description: heroFormTexts.successDescription,
          variant: "success",
        });
        form.reset();
        timer.restart();
        return;
      }
      if (answer.errors) setErrors(pickFieldErrors(FIELDS, fromApiNames("free-plan", answer.errors)));
      if (answer.message) {
        toast({ title: heroFormTexts.errorTitle, description: answer.message, variant: "destructive" });
      } else {
        toast({
          title: heroFormTexts.fallbackTitle,
          description: heroFormTexts.fallbackDescription,
          variant: "destructive",
        });
      }
    } catch {
      toast({
        title: heroFormTexts.fallbackTitle,
        description: heroFormTexts.fallbackDescription,
        variant: "destructive",
      });
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
      action={landingAction("/contact", "free-plan")}
      {...landingTarget("free-plan")}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onChange={onEdit}
      aria-labelledby={heading ? `${id}-title` : undefined}
      aria-label={heading ? undefined : "Free marketing plan request"}
      data-form="hero"
      data-ready={hydrated ? "true" : undefined}
      className={cn(
        "relative rounded-(--radius-card) bg-white p-6 text-ink shadow-lift sm:p-8",
        landingClass,
        className,
      )}
    >
      <input type="hidden" name="intent" value="free-plan" />
      <SpamTrap formToken={result?.formToken} />
      {heading ? (
        <div className="mb-5">
          <h2 id={`${id}-title`} className="text-xl font-extrabold sm:text-2xl">
            {heading}
          </h2>
          <p className="mt-1 text-sm text-muted">Tell us about your business. It takes 30 seconds.</p>
        </div>
      ) : null}
      {result && !result.ok && !result.errors && result.message ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {result.message}
        </p>
      ) : null}
      {result && !result.ok ? (
        <ErrorSummary
          fields={FIELDS}
          errors={errors}
          fieldId={(field) => `${id}-${field}`}
          className="mb-4"
        />
      ) : null}
      <div className="grid gap-4">
        <FormField id={`${id}-name`} label="Your name" error={errors.name}>
          <Input {...fieldProps("name")} autoComplete="name" placeholder="Jane Smith" maxLength={120} />
        </FormField>
        <FormField id={`${id}-email`} label="Email address" error={errors.email}>
          <Input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            placeholder="jane@smithplumbing.com"
            maxLength={254}
          />
        </FormField>
        <FormField id={`${id}-phone`} label="Phone number" error={errors.phone}>
          <Input
            {...fieldProps("phone")}
            type="tel"
            autoComplete="tel"
            placeholder="(713) 555-0100"
            maxLength={40}
          />
        </FormField>
        <FormField id={`${id}-service`} label="Service you need" error={errors.service}>
          <NativeSelect {...fieldProps("service")}>
            <option value="" disabled>
              Select a service
            </option>
            {heroServiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <SubmitButton
        busy={busy}
        busyText="Submitting..."
        text="Get My Free Plan"
        icon={<ArrowRight aria-hidden />}
        className="mt-6 w-full"
      />
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted">
        <Lock className="size-3.5" aria-hidden />
        No obligation. We never share your details.
      </p>
    </form>
  );
}
