import { ArrowRight, CheckCircle2, Lock } from "lucide-react";
import { heroFormTexts } from "~/content/forms";
import { heroFields } from "~/content/lead-forms/hero";
import type { LeadFormResult } from "~/lib/lead-forms";
import { cn } from "~/lib/utils";
import { SpamTrap } from "./form-kit";
import { SubmitButton } from "./form-field";
import { LandedErrors, LeadFields } from "./lead-fields";
import { landingClass, landingTarget } from "./form-landing";
import { inIsland } from "./islands/island-frame";
import { useLeadForm } from "./use-lead-form";

type HeroFormProps = {
  /** The /contact page action's answer to a post without JavaScript. */
  result?: LeadFormResult;
  className?: string;
};

/** The hero form in its island frame (islands/hero.island.tsx). */
export const HeroForm = inIsland("hero", HeroFormView);

/**
 * Hero free-plan form (spec 2.3, 5, 8): empty fields are outlined in red and named in words (ADR
 * 0025); it posts to the /contact page action, which adds the spec's generated message.
 */
export function HeroFormView({ result, className }: HeroFormProps) {
  const lead = useLeadForm("free-plan", {
    id: "lead-hero",
    result,
    notifyInvalid: "when-filled",
    errorTitle: heroFormTexts.errorTitle,
    fallback: {
      title: heroFormTexts.fallbackTitle,
      description: heroFormTexts.fallbackDescription,
      variant: "destructive",
    },
    afterSend: "clear",
    success: { title: heroFormTexts.successTitle, description: heroFormTexts.successDescription },
  });
  const { id } = lead;

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

  return (
    <form
      {...lead.formProps}
      data-form="hero"
      className={cn(
        "relative rounded-(--radius-card) bg-white p-6 text-ink shadow-lift sm:p-8",
        landingClass,
        className,
      )}
    >
      <input type="hidden" name="intent" value="free-plan" />
      <SpamTrap formToken={lead.formToken} visit={lead.visit} />
      <div className="mb-5">
        <h2 id={`${id}-title`} className="text-xl font-extrabold sm:text-2xl">
          Get Your Free Marketing Plan
        </h2>
        <p className="mt-1 text-sm text-muted">Tell us about your business. It takes 30 seconds.</p>
      </div>
      <LandedErrors lead={lead} className="mb-4" />
      <div className="grid gap-4">
        <LeadFields fields={heroFields} lead={lead} marks={false} />
      </div>
      <SubmitButton
        busy={lead.busy}
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
