import { errorSummaryTexts } from "~/content/forms";
import { cn } from "~/lib/utils";

/**
 * Where a form's answer lands after a post without script: the form posts to `action#<anchor>`
 * and the answer page renders it (or its thank-you) under that id with tabindex -1, so the page
 * opens scrolled there with focus on it.
 */
export const formAnchors = {
  "free-plan": "free-plan-form",
  contact: "contact-form",
  "quick-message": "quick-message-form",
  "custom-quote": "custom-quote-form",
  newsletter: "newsletter-form",
  checkout: "order-form",
} as const;

/** The action URL that lands the answer on the form. */
export function landingAction(action: string, form: keyof typeof formAnchors) {
  return `${action}#${formAnchors[form]}`;
}

/** Spread on the form (and on what replaces it after a success) so the answer lands on it. */
export function landingTarget(form: keyof typeof formAnchors) {
  return { id: formAnchors[form], tabIndex: -1 } as const;
}

/** Under the fixed header, and no focus ring on a box that is focused only as a landing place. */
export const landingClass = "scroll-mt-24 outline-none";

/** A lead form's card, a landing place. */
export const leadCardClass = `relative rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card sm:p-8 ${landingClass}`;

/** The page action's refusal at the top of the form, each message a link to its field. */
export function ErrorSummary<Field extends string>({
  fields,
  errors,
  fieldId,
  title = errorSummaryTexts.title,
  className,
}: {
  fields: readonly Field[];
  errors: Partial<Record<Field, string>>;
  fieldId: (field: Field) => string;
  /** The box's first line (a form whose spec fixes its notice's title passes that). */
  title?: string;
  className?: string;
}) {
  const listed = fields.filter((field) => errors[field]);
  if (!listed.length) return null;
  return (
    <div
      role="alert"
      data-error-summary=""
      className={cn("rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900", className)}
    >
      <p className="font-bold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {listed.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} className="font-medium underline underline-offset-2">
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
