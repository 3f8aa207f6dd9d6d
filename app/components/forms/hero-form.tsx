import { ArrowRight, CheckCircle2, Lock } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/toast";
import { heroFormTexts } from "~/content/forms";
import { currentAttribution } from "~/lib/attribution";
import { fromApiNames, type LeadFormResult, leadFormInput, leadForms, toApiNames } from "~/lib/lead-forms";
import { fieldErrors } from "~/lib/schemas/fields";
import { heroServiceOptions } from "~/lib/schemas/leads";
import { cn } from "~/lib/utils";
import {
  focusFirstInvalid,
  formTokenValue,
  honeypotValue,
  invalidRing,
  postJson,
  readFields,
  SpamTrap,
  useFillTimer,
  useHydrated,
} from "./form-kit";
import { FormField, SubmitButton } from "./form-field";

const { schema, fields: FIELDS } = leadForms["free-plan"];
type Field = (typeof FIELDS)[number];

/**
 * Hero free-plan form (spec 2.3, 5, 8). Empty fields are outlined in red without text and
 * nothing is sent until all four are filled; it posts the spec's generated message to
 * POST /api/contact. Without JavaScript it posts to the /contact page action.
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
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(
    () => new Set(Object.keys(result?.errors ?? {}).filter((key): key is Field => isField(key))),
  );
  const values = result?.ok ? undefined : result?.values;

  if (result?.ok) {
    return (
      <div
        role="status"
        className={cn("rounded-(--radius-card) bg-white p-6 text-ink shadow-lift sm:p-8", className)}
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
      const found = fieldErrors(parsed.error);
      const bad = new Set(FIELDS.filter((field) => found[field]));
      setInvalid(bad);
      focusFirstInvalid(
        form,
        FIELDS.filter((field) => bad.has(field)),
      );
      // A filled-in field that is still wrong (an e-mail address without a domain) needs words.
      const worded = FIELDS.find((field) => found[field] && fields[field].trim());
      if (worded)
        toast({ title: heroFormTexts.errorTitle, description: found[worded], variant: "destructive" });
      return;
    }
    setInvalid(new Set());
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
      if (answer.errors) {
        setInvalid(new Set(Object.keys(fromApiNames("free-plan", answer.errors)).filter(isField)));
      }
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
    const name = (event.target as HTMLInputElement).name;
    if (isField(name) && invalid.has(name)) {
      const next = new Set(invalid);
      next.delete(name);
      setInvalid(next);
    }
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    required: true,
    "aria-invalid": invalid.has(field) || undefined,
    defaultValue: values?.[field] ?? "",
    className: invalidRing,
  });

  return (
    <form
      method="post"
      action="/contact"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onChange={onEdit}
      aria-labelledby={heading ? `${id}-title` : undefined}
      aria-label={heading ? undefined : "Free marketing plan request"}
      data-form="hero"
      data-ready={hydrated ? "true" : undefined}
      className={cn("relative rounded-(--radius-card) bg-white p-6 text-ink shadow-lift sm:p-8", className)}
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
      <div className="grid gap-4">
        <FormField id={`${id}-name`} label="Your name">
          <Input {...fieldProps("name")} autoComplete="name" placeholder="Jane Smith" maxLength={120} />
        </FormField>
        <FormField id={`${id}-email`} label="Email address">
          <Input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            placeholder="jane@smithplumbing.com"
            maxLength={254}
          />
        </FormField>
        <FormField id={`${id}-phone`} label="Phone number">
          <Input
            {...fieldProps("phone")}
            type="tel"
            autoComplete="tel"
            placeholder="(713) 555-0100"
            maxLength={40}
          />
        </FormField>
        <FormField id={`${id}-service`} label="Service you need">
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

function isField(name: string): name is Field {
  return (FIELDS as readonly string[]).includes(name);
}
