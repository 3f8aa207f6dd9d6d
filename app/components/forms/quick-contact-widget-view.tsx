import { Loader2, Mail, MessageSquare, MessageSquareText, Phone, Send, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { CLOSE_NEAR_TOP_ATTRIBUTE } from "~/components/layout/native-behaviours";
import { Button } from "~/components/ui/button";
import { leadApiTexts } from "~/content/forms";
import { quickContactWidget as copy } from "~/content/quick-contact";
import { SpamTrap } from "./form-kit";
import { LeadFields } from "./lead-fields";
import { useLeadForm } from "./use-lead-form";

/** The business's phone and e-mail as the menu links them (read by the page, passed to the island). */
export type QuickContactWidgetProps = {
  business: { phone: string; phoneHref: string; email: string; emailHref: string };
};

/** Spec 4 and 9: appears after 1000 ms, bounces for 300 ms, closes within 100 px of the top. */
export const WIDGET_DELAY_MS = 1000;

const closeNearTop = { [CLOSE_NEAR_TOP_ATTRIBUTE]: "" };

/**
 * The floating quick-contact widget (spec 4): both panels are native popovers, so the toggle,
 * 'Send Message', 'Back' and Escape answer without React, and the form posts to the quick-message
 * page; React adds the spec's toasts. The bounce is CSS; the close near the top, native-behaviours.ts.
 */
export function QuickContactWidgetView({ business }: QuickContactWidgetProps) {
  const lead = useLeadForm("quick-message", {
    id: "lead-widget",
    // Every field in error is named in the one notification (ADR 0025).
    notifyInvalid: "always",
    emptyFieldsLead: copy.emptyFields,
    errorTitle: copy.errorTitle,
    fallback: copy.failure,
    // Spec 4: after a successful quick message the three fields are cleared.
    afterSend: "clear",
    // The spec API's confirmation (POST /api/quick-contact's), not the quick-message page's.
    success: { title: copy.successTitle, description: leadApiTexts.quickContact },
  });
  const { errors, timer } = lead;
  const formPanelRef = useRef<HTMLDivElement>(null);
  // Fixed, not useId: the island's own render must give the ids the page's render gave.
  const id = "quick-contact";
  const menuId = `${id}-menu`;
  const formId = `${id}-form`;
  const menuTitleId = `${id}-menu-title`;
  const formTitleId = `${id}-form-title`;

  // The fill time counts from the form's appearance; opened before React ran, from the page's.
  useEffect(() => {
    const panel = formPanelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") timer.restart();
    };
    panel.addEventListener("toggle", onToggle);
    return () => panel.removeEventListener("toggle", onToggle);
  }, [timer.restart]);

  const closeButton = (
    // Hiding the menu hides the form opened from it too: the whole widget closes.
    <button
      type="button"
      popoverTarget={menuId}
      popoverTargetAction="hide"
      className="-mt-1 -mr-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-ink"
      aria-label={copy.close}
    >
      <X className="size-5" aria-hidden />
    </button>
  );

  return (
    // CSS, not a timer, reveals it: it appears on time even before React has loaded (ADR 0018).
    <div
      className="quick-contact fixed right-4 bottom-4 z-40 animate-widget-appear sm:right-6 sm:bottom-6"
      style={{ animationDelay: `${WIDGET_DELAY_MS}ms` }}
    >
      <div
        id={menuId}
        popover="auto"
        role="dialog"
        aria-labelledby={menuTitleId}
        className="quick-contact-panel quick-contact-menu"
        {...closeNearTop}
      >
        <PanelHeader titleId={menuTitleId} title={copy.menuTitle} intro={copy.menuIntro}>
          {closeButton}
        </PanelHeader>
        <ul className="mt-4 grid gap-2">
          <li>
            {/* biome-ignore lint/a11y/noAutofocus: not at load: the browser focuses it when the visitor opens the panel (popover focusing steps), as a menu should */}
            <a href={business.phoneHref} className={menuItemClass} autoFocus>
              <span className="flex size-10 items-center justify-center rounded-full bg-ember-50 text-ember-700">
                <Phone className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold text-ink">{copy.call}</span>
                <span className="block text-sm text-muted">{business.phone}</span>
              </span>
            </a>
          </li>
          <li>
            <a href={business.emailHref} className={menuItemClass}>
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Mail className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold text-ink">{copy.email}</span>
                <span className="block text-sm break-all text-muted">{business.email}</span>
              </span>
            </a>
          </li>
          <li>
            <button type="button" popoverTarget={formId} popoverTargetAction="show" className={menuItemClass}>
              <span className="flex size-10 items-center justify-center rounded-full bg-green-50 text-success-600">
                <MessageSquareText className="size-5" aria-hidden />
              </span>
              <span className="text-left">
                <span className="block font-semibold text-ink">{copy.message}</span>
                <span className="block text-sm text-muted">{copy.messageHint}</span>
              </span>
            </button>
          </li>
        </ul>
      </div>

      <div
        ref={formPanelRef}
        id={formId}
        popover="auto"
        role="dialog"
        aria-labelledby={formTitleId}
        className="quick-contact-panel quick-contact-form"
        {...closeNearTop}
      >
        <PanelHeader titleId={formTitleId} title={copy.formTitle} intro={copy.formIntro}>
          {closeButton}
        </PanelHeader>
        {/* Without React the browser checks the fields and the page action takes the post. */}
        <form
          method="post"
          action={lead.formProps.action}
          onSubmit={lead.formProps.onSubmit}
          noValidate={lead.formProps.noValidate}
          onChange={lead.formProps.onChange}
          className="relative mt-4 grid gap-3"
          aria-label={copy.formTitle}
        >
          <SpamTrap />
          {/* The panel is small: the notification says what is wrong, the red outline says where. */}
          <LeadFields fields={copy.fields} lead={{ id, errors }} marks={false} messages={false} />
          <div className="flex items-center justify-between gap-3">
            <button
              type="button"
              popoverTarget={formId}
              popoverTargetAction="hide"
              className="rounded-md px-1 py-2 text-sm font-semibold text-brand-700 hover:underline"
            >
              {copy.back}
            </button>
            <Button type="submit" disabled={lead.busy}>
              {lead.busy ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              {lead.busy ? copy.sending : copy.send}
            </Button>
          </div>
        </form>
      </div>

      {/* One name: the browser reports whether the options are expanded. */}
      <button
        type="button"
        popoverTarget={menuId}
        aria-label={copy.toggle}
        className="quick-contact-toggle flex size-14 animate-bounce-in items-center justify-center rounded-full bg-ember-600 text-white shadow-lift transition-colors hover:bg-ember-700 focus-visible:outline-offset-4"
      >
        <MessageSquare className="quick-contact-icon-open size-6 animate-bounce-in" aria-hidden />
        <X className="quick-contact-icon-close size-6 animate-bounce-in" aria-hidden />
      </button>
    </div>
  );
}

const menuItemClass =
  "flex w-full items-center gap-3 rounded-xl border border-slate-200 p-3 transition-colors hover:border-brand-300 hover:bg-brand-50";

/** A widget panel's title (it names the dialog), its line of intro, and its close button. */
function PanelHeader({
  titleId,
  title,
  intro,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}
