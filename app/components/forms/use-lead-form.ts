import { useCallback, useState } from "react";
import { preloadToasts, type ToastInput, toast } from "~/components/ui/toast";
import { fieldErrorsText } from "~/content/forms";
import { storedVisitField, VISIT_FIELD } from "~/lib/attribution";
import { FORM_TOKEN_FIELD } from "~/lib/form-token";
import { type LeadFormName, type LeadFormResult, leadFormInput, leadForms } from "~/lib/lead-forms";
import { fieldErrors } from "~/lib/schemas/fields";
import {
  ownFormToken,
  pickFieldErrors,
  postForm,
  renewFormTokens,
  useFillTimer,
  useHydrated,
} from "./form-kit";
import { landingAction, landingTarget } from "./form-landing";

type FieldOf<Name extends LeadFormName> = (typeof leadForms)[Name]["fields"][number];

export type LeadFormOptions = {
  /** The start of its fields' ids: fixed, not useId, so an island renders the page's ids. */
  id: string;
  /** The page action's answer to a post without JavaScript (it lands on the form). */
  result?: LeadFormResult;
  /** False leaves the checks to the browser (`required`) and the server, not the shared schema. */
  checkFirst?: boolean;
  /** When a refusal the browser found is also a notification, naming every field in error. */
  notifyInvalid?: "never" | "when-filled" | "always";
  /** The spec's sentence that leads that notification when a field is empty. */
  emptyFieldsLead?: string;
  errorTitle: string;
  /** The notification (or its text under `errorTitle`) when the server gave no message. */
  fallback: string | ToastInput;
  /** The notification when the server could not be reached, if it differs from `fallback`. */
  unreachable?: string;
  /** After a lead was taken: a thank-you panel (`sent`), or empty fields for the next one. */
  afterSend: "panel" | "clear";
  success?: { title: string; description: string };
};

/** The page action's answer to a scripted post (ADR 0058), else a refusal without a message. */
async function postLead(action: string, body: FormData, form: LeadFormName): Promise<LeadFormResult> {
  const answer = await postForm<LeadFormResult>(action, body);
  const formToken = String(body.get(FORM_TOKEN_FIELD) ?? "");
  const unreachable = answer === undefined || undefined;
  return answer ?? { form, ok: false, unreachable, message: "", fieldErrors: {}, formToken };
}

/**
 * The one lead-form hook (ADR 0030): messages, refill after a no-JS refusal, the schema check,
 * focus, the post, the fill time and the spec's notifications. With script the form posts the
 * same fields to its page action through fetch asking for JSON (ADR 0058): no router needed.
 */
export function useLeadForm<Name extends LeadFormName>(name: Name, options: LeadFormOptions) {
  type Field = FieldOf<Name>;
  type Errors = Partial<Record<Field, string>>;
  const { schema, fields } = leadForms[name] as {
    schema: (typeof leadForms)[Name]["schema"];
    fields: readonly Field[];
  };
  const { result } = options;
  const hydrated = useHydrated();
  const timer = useFillTimer();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<LeadFormResult>();
  const [sent, setSent] = useState(Boolean(result?.ok));
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<Errors>(() =>
    result?.ok ? {} : pickFieldErrors(fields, result?.fieldErrors),
  );
  const { id } = options;
  const failure = (description: string | ToastInput): ToastInput =>
    typeof description === "string"
      ? { title: options.errorTitle, description, variant: "destructive" }
      : description;

  // The page action's answer to a scripted post.
  function onAnswer(form: HTMLFormElement, answer: LeadFormResult) {
    if (!answer.ok) {
      if (answer.unreachable) return toast(failure(options.unreachable ?? options.fallback));
      setErrors(pickFieldErrors(fields, answer.fieldErrors));
      return toast(failure(answer.message || options.fallback));
    }
    // The sent token is used up: every form of the page takes the new one.
    renewFormTokens(answer.formToken);
    setErrors({});
    if (options.afterSend === "panel") setSent(true);
    else {
      // A reset also forgets the touched state (`:user-invalid` would mark the empty fields);
      // hidden fields keep their values (the answer's new token).
      form.reset();
      // A refused post without script left its values as the fields' defaults.
      for (const field of fields) {
        const control = form.elements.namedItem(field);
        if (control && "value" in control) control.value = "";
      }
      timer.restart();
    }
    if (options.success) toast({ ...options.success, variant: "success" });
  }

  function refuseInBrowser(form: HTMLFormElement, typed: Record<string, string>, found: Errors) {
    const bad = fields.filter((field) => found[field]);
    setErrors(found);
    const first = form.elements.namedItem(bad[0] ?? "");
    if (first instanceof HTMLElement) first.focus();
    const { notifyInvalid = "never", emptyFieldsLead } = options;
    const anyEmpty = fields.some((field) => !typed[field]?.trim());
    const notify =
      notifyInvalid === "always" ||
      (notifyInvalid === "when-filled" && bad.some((field) => typed[field]?.trim()));
    if (!notify) return;
    toast(
      failure(
        fieldErrorsText(
          bad.map((field) => found[field] ?? ""),
          anyEmpty ? emptyFieldsLead : undefined,
        ),
      ),
    );
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (options.checkFirst !== false) {
      const data = new FormData(form);
      const typed = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? "")]));
      const parsed = schema.safeParse(leadFormInput(name, typed));
      if (!parsed.success)
        return refuseInBrowser(form, typed, pickFieldErrors(fields, fieldErrors(parsed.error)));
    }
    setErrors({});
    // The answer is reported in a notification, whose UI loads while the server answers.
    preloadToasts();
    const body = new FormData(form);
    body.set("fillMs", String(timer.elapsed() ?? ""));
    // The visit as the browser holds it now (its hidden field may predate the campaign link).
    const visit = storedVisitField();
    if (visit) body.set(VISIT_FIELD, visit);
    setBusy(true);
    void ownFormToken(String(body.get(FORM_TOKEN_FIELD) ?? ""))
      .then((token) => {
        body.set(FORM_TOKEN_FIELD, token);
        return postLead(new URL(form.action).pathname, body, name);
      })
      .then((answer) => {
        setBusy(false);
        setAnswer(answer);
        onAnswer(form, answer);
      });
  }

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name as Field;
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest as Errors);
  }

  /** Back to a blank form (the thank-you panel's "send another"): a new fill time, no messages. */
  const startOver = useCallback(() => {
    setSent(false);
    setErrors({});
    setFormKey((key) => key + 1);
    timer.restart();
  }, [timer.restart]);

  const landed = result && !result.ok && formKey === 0 ? result : undefined;
  return {
    fields,
    hydrated,
    busy,
    errors,
    sent,
    startOver,
    formKey,
    timer,
    /** The token for the form's SpamTrap: the latest answer's, else the page action's. */
    formToken: answer?.formToken ?? result?.formToken,
    /** The visit a refused no-JS post belonged to, for the form to send again. */
    visit: result && !result.ok ? result.visit : undefined,
    /** What a refused no-JS post left to show above the fields. */
    landed,
    formProps: {
      method: "post",
      // Without script the page action's answer lands back on the form.
      action: landingAction(name === "contact" || name === "free-plan" ? "/contact" : `/${name}`, name),
      ...landingTarget(name),
      "aria-labelledby": `${id}-title`,
      onSubmit,
      onChange,
      // The page's shared token is traded for the form's own while the visitor types.
      onFocus: (event: React.FocusEvent<HTMLFormElement>) => {
        const token = event.currentTarget.elements.namedItem(FORM_TOKEN_FIELD);
        if (token instanceof HTMLInputElement) void ownFormToken(token.value);
      },
      noValidate: options.checkFirst === false ? undefined : hydrated,
      "data-ready": hydrated ? ("true" as const) : undefined,
    },
    /** The form's ids are `${id}-${field}` (FormField's message is `${id}-${field}-error`). */
    id,
    /** What a refused post without script left, to refill the fields with. */
    values: landed?.values,
  };
}
