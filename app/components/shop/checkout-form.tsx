import { AlertCircle, Loader2, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { FieldMessage, postForm, useHydrated, VisitField } from "~/components/forms/form-kit";
import { ErrorSummary, landingAction, landingClass, landingTarget } from "~/components/forms/form-landing";
import { IslandFrame } from "~/components/forms/islands/island-frame";
import { checkoutForm } from "~/content/checkout-form";
import type { Template } from "~/content/templates";
import { fieldErrors } from "~/lib/schemas/fields";
import {
  type CheckoutActionData,
  type OrderField,
  orderInputFromForm,
  orderSchema,
} from "~/lib/schemas/orders";
import { ISLAND_ATTRIBUTE } from "~/lib/hydration/on-intent";
import { cn } from "~/lib/utils";
import { ORDER_CHOICE_EVENT, type OrderChoice } from "./order-choice";

export type CheckoutPaymentCopy = { label: string; checkoutNote: string; submitLabel: string };

type FieldName = Exclude<OrderField, "templateId" | "consent">;

type Errors = Partial<Record<OrderField, string>>;

const fieldOrder: OrderField[] = ["name", "email", "company", "phone", "notes", "consent", "templateId"];
/** The fields a visitor can go to from the error summary. */
const summaryOrder = fieldOrder.filter((field) => field !== "templateId");

function focusFirstError(form: HTMLFormElement | null, fieldErrors: Errors | undefined) {
  const first = fieldOrder.find((field) => fieldErrors?.[field]);
  if (!first) return;
  const element = form?.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

type CheckoutFormProps = {
  /** Little of it, as an island carries its props in the page. */
  template: Pick<Template, "id" | "name">;
  payment: CheckoutPaymentCopy;
  /** Action data from a no-JavaScript post, rendered by the page. */
  serverResult?: CheckoutActionData;
  /** A form in a purchase dialog: focused at once; one of several on its page, it is no landing place. */
  inDialog?: boolean;
  /** The fields' id prefix; by default one per template (`order-<id>`). */
  idBase?: string;
};

/** The order form in its island frame (islands/order.island.tsx). */
export function CheckoutForm({ template, ...props }: CheckoutFormProps & { template: Template }) {
  const island = { ...props, template: { id: template.id, name: template.name } };
  return (
    <IslandFrame name="order" props={island}>
      <CheckoutFormView {...island} />
    </IslandFrame>
  );
}

/**
 * The order form: a plain post to /checkout/{id}; with script, the server's schema checks first,
 * then fetch shows the refusal in place or leaves for the confirmation with a page load.
 */
export function CheckoutFormView({
  template: rendered,
  payment,
  serverResult,
  inDialog = false,
  idBase,
}: CheckoutFormProps) {
  // The template a card of the page chose for the page's one order dialog (order-choice.ts).
  const [template, setTemplate] = useState(rendered);
  const [answer, setAnswer] = useState<CheckoutActionData | null>(null);
  const result = answer ?? serverResult;
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  // With the hydration pass itself: a submit replayed right after it must find noValidate set.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // Fixed, not useId: the island must render the page's ids.
  const baseId = idBase ?? `order-${template.id}`;
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const frame = formRef.current?.closest(`[${ISLAND_ATTRIBUTE}]`);
    if (!frame) return;
    const choose = (event: Event) => {
      const { id, name } = (event as CustomEvent<OrderChoice>).detail;
      // Handled here: the script leaves the form to React. Rendered at once, before the dialog opens.
      event.preventDefault();
      flushSync(() => {
        setTemplate({ id, name });
        setAnswer(null);
        setClientErrors(null);
      });
    };
    frame.addEventListener(ORDER_CHOICE_EVENT, choose);
    return () => frame.removeEventListener(ORDER_CHOICE_EVENT, choose);
  }, []);

  useEffect(() => {
    if (answer?.fieldErrors) focusFirstError(formRef.current, answer.fieldErrors);
  }, [answer]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = orderSchema.safeParse(orderInputFromForm(new FormData(form)));
    if (!parsed.success) {
      const found: Errors = fieldErrors(parsed.error);
      setClientErrors(found);
      focusFirstError(formRef.current, found);
      return;
    }
    setClientErrors(null);
    setBusy(true);
    const answered = await postForm<CheckoutActionData | { ok: true; location: string }>(
      form.action,
      new FormData(form),
    );
    if (answered?.ok) return location.assign(answered.location);
    setBusy(false);
    // No answer of ours (offline, a proxy's page): the browser's own post, as without script.
    if (!answered) return form.submit();
    // Server-side errors replace the browser's own.
    setAnswer(answered);
  }

  const errors: Errors = clientErrors ?? result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const formMessage = clientErrors ? undefined : result?.message;

  function clearError(field: OrderField) {
    if (errors[field]) setClientErrors({ ...errors, [field]: undefined });
  }

  const fieldId = (field: string) => `${baseId}-${field}`;
  const errorId = (field: string) => `${baseId}-${field}-error`;

  function textField({
    field,
    type = "text",
    autoComplete,
    inputMode,
  }: {
    field: FieldName;
    type?: string;
    autoComplete?: string;
    inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  }) {
    const label = checkoutForm.fields[field];
    const error = errors[field];
    const props = {
      id: fieldId(field),
      name: field,
      defaultValue: values[field],
      placeholder: label.placeholder,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId(field) : undefined,
      onChange: () => clearError(field),
    };
    return (
      <div>
        <Label htmlFor={fieldId(field)}>
          {label.label}
          {label.optional ? <span className="font-normal text-muted"> (optional)</span> : null}
        </Label>
        {field === "notes" ? (
          <Textarea {...props} rows={3} maxLength={2000} />
        ) : (
          <Input
            {...props}
            type={type}
            required
            autoComplete={autoComplete}
            inputMode={inputMode}
            autoFocus={inDialog && field === "name"}
          />
        )}
        <FieldMessage id={errorId(field)} message={error} />
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={landingAction(`/checkout/${template.id}`, "checkout")}
      {...(inDialog ? {} : landingTarget("checkout"))}
      noValidate={hydrated}
      onSubmit={onSubmit}
      className={cn("grid gap-5", landingClass)}
      aria-label={`Order ${template.name}`}
    >
      <VisitField />
      {serverResult && Object.keys(serverResult.fieldErrors).length && !answer ? (
        <ErrorSummary fields={summaryOrder} errors={errors} fieldId={fieldId} />
      ) : formMessage ? (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{formMessage}</p>
        </div>
      ) : null}
      <input type="hidden" name="templateId" value={template.id} />
      <div className="grid gap-5 sm:grid-cols-2">
        {textField({ field: "name", autoComplete: "name" })}
        {textField({ field: "email", type: "email", autoComplete: "email" })}
        {textField({ field: "company", autoComplete: "organization" })}
        {textField({ field: "phone", type: "tel", autoComplete: "tel", inputMode: "tel" })}
      </div>
      {textField({ field: "notes" })}
      <div>
        <div className="flex items-start gap-3">
          <input
            id={fieldId("consent")}
            name="consent"
            type="checkbox"
            required
            defaultChecked={values.consent === "on"}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? errorId("consent") : undefined}
            onChange={() => clearError("consent")}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700"
          />
          <label htmlFor={fieldId("consent")} className="text-sm leading-relaxed text-ink-soft">
            {checkoutForm.consent}{" "}
            <a href="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-2">
              {checkoutForm.privacyLink}
            </a>
            .
          </label>
        </div>
        <FieldMessage id={errorId("consent")} message={errors.consent} />
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
        {busy ? checkoutForm.submitting : payment.submitLabel}
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted">{payment.checkoutNote}</p>
    </form>
  );
}
