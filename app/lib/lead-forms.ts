/** The honeypot field every lead form carries: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = "homepage";

/** What a lead form's page action answers (no-JS posts), rendered by the form components. */
export type LeadFormName = "free-plan" | "contact" | "quick-message" | "custom-quote";

export type LeadFormResult = {
  form: LeadFormName;
  ok: boolean;
  /** On failure, the server's message; on success, the confirmation. */
  message?: string;
  /** Field messages, keyed by the form's field names. */
  errors?: Record<string, string>;
  /** What was posted, so a re-rendered form keeps the visitor's input. */
  values?: Record<string, string>;
  /** A signed issue time for the form this answer re-renders (the time trap, ADR 0012). */
  formToken: string;
};
