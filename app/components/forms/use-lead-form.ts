import { useCallback, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { type ToastInput, toast } from "~/components/ui/toast";
import { fieldErrorsText } from "~/content/forms";
import { currentAttribution } from "~/lib/attribution";
import {
  fromApiNames,
  type LeadFormName,
  type LeadFormResult,
  leadFormInput,
  leadForms,
  toApiNames,
} from "~/lib/lead-forms";
import { fieldErrors } from "~/lib/schemas/fields";
import {
  controlProps,
  focusFirstInvalid,
  formTokenValue,
  honeypotValue,
  pickFieldErrors,
  postJson,
  readFields,
  useFillTimer,
  useHydrated,
} from "./form-kit";

type FieldOf<Name extends LeadFormName> = (typeof leadForms)[Name]["fields"][number];

/** Where each form posts once React runs (without it, every form posts to its page action). */
const transports: Record<LeadFormName, { json: string; named: boolean } | "page-action"> = {
  "free-plan": { json: "/api/contact", named: true },
  contact: { json: "/api/contact", named: true },
  "quick-message": { json: "/api/quick-contact", named: false },
  // The page's own action, through a fetcher: it answers a LeadFormResult with the next token.
  "custom-quote": "page-action",
};

export type LeadFormOptions = {
  /** The page action's answer to a post without JavaScript (it lands on the form). */
  result?: LeadFormResult;
  /**
   * The shared schema checks the fields before anything is sent (default); false leaves it to
   * the browser's own checks (`required`, `type=email`) and the server.
   */
  checkFirst?: boolean;
  /** When a refusal the browser found is also a notification, naming every field in error. */
  notifyInvalid?: "never" | "when-filled" | "always";
  /** The spec's sentence that leads that notification when a field is empty. */
  emptyFieldsLead?: string;
  errorTitle: string;
  /** The notification when the server refused without a message, or could not be reached. */
  fallback: ToastInput;
  /** The notification when the server could not be reached, if it differs from `fallback`. */
  unreachable?: ToastInput;
  /**
   * After a lead was taken: "panel" shows the form's thank-you panel (`sent`), "clear" empties
   * the fields for the next message and shows `success`.
   */
  afterSend: "panel" | "clear";
  success?: (serverMessage: string | undefined) => ToastInput;
  /** What the JSON post carries besides the fields (default: the visit's attribution). */
  context?: () => Record<string, unknown>;
};

/**
 * The one lead-form hook (ADR 0030): a lead form component keeps only its markup. It owns the
 * fields' state (messages, refill after a no-JS refusal), the check with the form's shared
 * schema, focus on the first field in error, the post (JSON API or the page's action), the
 * anti-spam values (honeypot, signed token, fill time from `performance.timeOrigin`) and the
 * spec's notifications. Without JavaScript the form stays a plain POST to its page action.
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
  const fetcher = useFetcher<LeadFormResult>();
  const [posting, setPosting] = useState(false);
  const [sent, setSent] = useState(Boolean(result?.ok));
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<Errors>(() =>
    result?.ok ? {} : pickFieldErrors(fields, result?.fieldErrors),
  );
  const id = useId();

  // The page action's answer to a scripted post (the custom quote), read once when it arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer is read
  useEffect(() => {
    const answer = fetcher.data;
    if (answer && fetcher.state === "idle") onAnswer(answer.ok, answer.message, answer.fieldErrors);
  }, [fetcher.data, fetcher.state]);

  function onAnswer(ok: boolean, message: string | undefined, refused: Record<string, string> | undefined) {
    if (ok) {
      setErrors({});
      if (options.afterSend === "panel") setSent(true);
      if (options.success) toast(options.success(message));
      return;
    }
    if (refused) setErrors(pickFieldErrors(fields, fromApiNames(name, refused)));
    toast(
      message
        ? { title: options.errorTitle, description: message, variant: "destructive" }
        : options.fallback,
    );
  }

  function refuseInBrowser(form: HTMLFormElement, typed: Record<string, string>, found: Errors) {
    const bad = fields.filter((field) => found[field]);
    setErrors(found);
    focusFirstInvalid(form, bad);
    const { notifyInvalid = "never", emptyFieldsLead } = options;
    const anyEmpty = fields.some((field) => !typed[field]?.trim());
    const notify =
      notifyInvalid === "always" ||
      (notifyInvalid === "when-filled" && bad.some((field) => typed[field]?.trim()));
    if (!notify) return;
    toast({
      title: options.errorTitle,
      description: fieldErrorsText(
        bad.map((field) => found[field] ?? ""),
        anyEmpty ? emptyFieldsLead : undefined,
      ),
      variant: "destructive",
    });
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = readFields(form, fields) as Record<string, string>;
    let values: Record<string, unknown> = typed;
    if (options.checkFirst !== false) {
      const parsed = schema.safeParse(leadFormInput(name, typed));
      if (!parsed.success)
        return refuseInBrowser(form, typed, pickFieldErrors(fields, fieldErrors(parsed.error)));
      values = parsed.data;
    }
    setErrors({});
    const transport = transports[name];
    if (transport === "page-action") {
      const body = new FormData(form);
      body.set("fillMs", String(timer.elapsed() ?? ""));
      return fetcher.submit(body, { method: "post", action: new URL(form.action).pathname });
    }
    setPosting(true);
    try {
      const reply = await postJson(transport.json, {
        ...toApiNames(name, values),
        ...(transport.named ? { form: name } : {}),
        homepage: honeypotValue(form),
        formToken: formTokenValue(form),
        fillMs: timer.elapsed(),
        ...(options.context ?? currentAttribution)(),
      });
      if (reply.ok && options.afterSend === "clear") {
        // A reset, not emptied values: it also forgets that the visitor touched the fields, so
        // the browser's own check (`:user-invalid`, red) does not judge the now-empty required
        // fields. Hidden fields keep their values (the new token the answer brought).
        form.reset();
        // A refused post without script left its values as the fields' defaults.
        for (const field of fields) {
          const control = form.elements.namedItem(field);
          if (control && "value" in control) control.value = "";
        }
        timer.restart();
      }
      onAnswer(reply.ok, reply.message, reply.errors);
    } catch {
      toast(options.unreachable ?? options.fallback);
    } finally {
      setPosting(false);
    }
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

  const values = result && !result.ok && formKey === 0 ? result.values : undefined;
  return {
    hydrated,
    busy: posting || fetcher.state !== "idle",
    errors,
    sent,
    startOver,
    formKey,
    timer,
    /** The token for the form's SpamTrap: the latest answer's, else the page action's. */
    formToken: fetcher.data?.formToken ?? result?.formToken,
    /** The visit a refused no-JS post belonged to, for the form to send again. */
    visit: result && !result.ok ? result.visit : undefined,
    /** What a refused no-JS post left to show above the fields. */
    landed: result && !result.ok && formKey === 0 ? result : undefined,
    formProps: {
      onSubmit,
      onChange,
      noValidate: options.checkFirst === false ? undefined : hydrated,
      "data-ready": hydrated ? ("true" as const) : undefined,
    },
    /** The form's ids are `${id}-${field}` (FormField's message is `${id}-${field}-error`). */
    id,
    fieldProps: (field: Field, required = true) =>
      controlProps(id, field, { errors, values: values as Partial<Record<Field, string>>, required }),
  };
}
