import type { ActionResult } from "~/lib/action-result";
import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { newsletterForm as copy } from "~/content/newsletter";
import { newsletterTexts } from "~/lib/schemas/blog";
import { cn } from "~/lib/utils";
import { storedVisitField } from "~/lib/attribution";
import { VisitField } from "./form-kit";
import { landingAction, landingClass, landingTarget } from "./form-landing";
import { IslandFrame } from "./islands/island-frame";

/** The page action's answer (ADR 0030): after a refusal, the address to refill. */
export type NewsletterResult = ActionResult<object, { email?: string }>;

type Variant = "sidebar" | "article";

const sourceOf: Record<Variant, string> = { sidebar: "blog-sidebar", article: "article" };

type NewsletterFormProps = {
  variant: Variant;
  /** Page URL the form posts to without JavaScript (its answer lands back on this box). */
  action: string;
  /** The page action's answer after a no-JavaScript post. */
  result?: NewsletterResult | null;
};

/**
 * The newsletter box in its island frame (islands/newsletter.island.tsx): a block, not
 * `display: contents`, as the blog's sidebar spaces its children with margins.
 */
export function NewsletterForm({ className, ...props }: NewsletterFormProps & { className?: string }) {
  return (
    <IslandFrame name="newsletter" props={props} className={cn("block", className)}>
      <NewsletterFormView {...props} />
    </IslandFrame>
  );
}

/**
 * Newsletter sign-up (spec 2.13, 2.14, 4, 8): with script POST /api/blog/newsletter, without it
 * the page action `action`. Text containing 'Successfully' is green, any other text red.
 */
export function NewsletterFormView({ variant, action, result }: NewsletterFormProps) {
  // Fixed, not useId: the island's own tree must give the ids the page's render gave.
  const id = `newsletter-${variant}`;
  // Uncontrolled: an address typed before React hydrated the page must not be lost (ADR 0018).
  const initialEmail = result && !result.ok ? (result.email ?? "") : "";
  const [message, setMessage] = useState(result?.message ?? "");
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    setSubmitting(true);
    setMessage("");
    try {
      const response = await fetch("/api/blog/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "include",
        body: JSON.stringify({ email, source: sourceOf[variant], visit: storedVisitField() || undefined }),
      });
      // Read whatever the answer, so that the request ends (an unread body keeps it open).
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      if (response.ok) {
        setMessage(newsletterTexts.success);
        form.reset();
      } else {
        setMessage(
          typeof body?.message === "string" && body.message ? body.message : newsletterTexts.failure,
        );
      }
    } catch {
      setMessage(newsletterTexts.network);
    } finally {
      setSubmitting(false);
    }
  }

  const sidebar = variant === "sidebar";
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-newsletter={variant}
      {...landingTarget("newsletter")}
      className={cn(
        sidebar
          ? "rounded-(--radius-card) bg-brand-800 p-6 text-white shadow-card"
          : "rounded-3xl border border-brand-100 bg-brand-50 px-6 py-10 text-center sm:px-10",
        landingClass,
      )}
    >
      {sidebar ? (
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/10">
          <Mail aria-hidden className="size-5 text-ember-300" />
        </span>
      ) : null}
      <h2
        id={`${id}-title`}
        className={sidebar ? "mt-4 text-xl font-bold" : "text-2xl font-extrabold text-ink sm:text-3xl"}
      >
        {copy[variant].title}
      </h2>
      <p
        className={
          sidebar ? "mt-2 text-sm leading-relaxed text-brand-100" : "mx-auto mt-3 max-w-xl text-ink-soft"
        }
      >
        {copy[variant].text}
      </p>
      <form
        method="post"
        action={landingAction(action, "newsletter")}
        onSubmit={onSubmit}
        className={sidebar ? "mt-5 grid gap-3" : "mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row"}
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          {copy.emailLabel}
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={copy.emailPlaceholder}
          defaultValue={initialEmail}
          aria-describedby={message ? `${id}-message` : undefined}
          className={sidebar ? undefined : "sm:flex-1"}
        />
        <input type="hidden" name="intent" value="newsletter" />
        <input type="hidden" name="source" value={sourceOf[variant]} />
        <VisitField />
        <Button
          type="submit"
          variant={sidebar ? "inverse" : "secondary"}
          disabled={submitting}
          className={sidebar ? "w-full" : "sm:min-w-32"}
        >
          {submitting ? copy.busy[variant] : copy.submit}
        </Button>
      </form>
      <p
        id={`${id}-message`}
        role="status"
        aria-live="polite"
        className={cn(
          "text-sm font-medium empty:hidden",
          message.includes("Successfully") ? "text-success-600" : "text-danger-600",
          sidebar ? "mt-3 rounded-lg bg-white px-3 py-2" : "mt-3 text-center",
        )}
      >
        {message}
      </p>
    </section>
  );
}
