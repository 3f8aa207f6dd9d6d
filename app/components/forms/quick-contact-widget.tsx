import { Loader2, Mail, MessageSquare, MessageSquareText, Phone, Send, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { quickContactWidget as copy } from "~/content/quick-contact";
import { site } from "~/content/site";
import { quickMessageSchema } from "~/lib/schemas/leads";
import { cn } from "~/lib/utils";
import { FormTokenField, formTokenValue } from "./form-kit";

/** Spec 4 and 9: appears after 1000 ms, bounces for 300 ms, closes within 100 px of the top. */
export const WIDGET_DELAY_MS = 1000;
export const WIDGET_CLOSE_SCROLL_PX = 100;

type WidgetState = "closed" | "menu" | "form";

const emptyFields = { name: "", email: "", message: "" };

/** The floating quick-contact widget of the templates page. */
export function QuickContactWidget() {
  const [state, setState] = useState<WidgetState>("closed");
  const [fields, setFields] = useState(emptyFields);
  const [sending, setSending] = useState(false);
  const formOpenedAt = useRef(0);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setState("closed");
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // Near the top of the page the widget folds away (spec 4).
  useEffect(() => {
    if (state === "closed") return;
    const onScroll = () => {
      if (window.scrollY < WIDGET_CLOSE_SCROLL_PX) close(false);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [state, close]);

  useEffect(() => {
    if (state === "closed") return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [state, close]);

  // Move focus into the panel when it opens or changes.
  useEffect(() => {
    if (state === "form") formOpenedAt.current = Date.now();
    if (state === "form") panelRef.current?.querySelector<HTMLElement>("input")?.focus();
    if (state === "menu") panelRef.current?.querySelector<HTMLElement>("a,button")?.focus();
  }, [state]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!fields.name.trim() || !fields.email.trim() || !fields.message.trim()) {
      toast({ title: copy.errorTitle, description: copy.emptyFields, variant: "destructive" });
      return;
    }
    const parsed = quickMessageSchema.safeParse(fields);
    if (!parsed.success) {
      toast({ title: copy.errorTitle, description: parsed.error.issues[0]?.message, variant: "destructive" });
      return;
    }
    setSending(true);
    try {
      const response = await fetch("/api/quick-contact", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          ...parsed.data,
          formToken: formTokenValue(form),
          fillMs: Date.now() - formOpenedAt.current,
          page: window.location.pathname,
          referrer: document.referrer || undefined,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) {
        toast({ title: copy.errorTitle, description: body.message || copy.failure, variant: "destructive" });
        return;
      }
      toast({ title: copy.successTitle, description: body.message || copy.success, variant: "success" });
      setFields(emptyFields);
    } catch {
      toast({ title: copy.errorTitle, description: copy.failure, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  const open = state !== "closed";
  const field = (name: keyof typeof emptyFields) => ({
    id: `${panelId}-${name}`,
    name,
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    // CSS, not a timer, reveals it: it appears on time even before React has loaded (ADR 0018).
    <div
      className="fixed right-4 bottom-4 z-40 flex animate-widget-appear flex-col items-end gap-3 sm:right-6 sm:bottom-6"
      style={{ animationDelay: `${WIDGET_DELAY_MS}ms` }}
    >
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          key={state}
          className="w-[min(22rem,calc(100vw-2rem))] origin-bottom-right animate-bounce-in rounded-2xl border border-slate-200 bg-white p-5 shadow-lift"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 id={titleId} className="text-lg font-bold text-ink">
                {state === "form" ? copy.formTitle : copy.menuTitle}
              </h2>
              <p className="mt-0.5 text-sm text-muted">
                {state === "form" ? copy.formIntro : copy.menuIntro}
              </p>
            </div>
            <button
              type="button"
              onClick={() => close(true)}
              className="-mt-1 -mr-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-ink"
              aria-label={copy.close}
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          {state === "menu" ? (
            <ul className="mt-4 grid gap-2">
              <li>
                <a href={site.phoneHref} className={menuItemClass}>
                  <span className="flex size-10 items-center justify-center rounded-full bg-ember-50 text-ember-700">
                    <Phone className="size-5" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{copy.call}</span>
                    <span className="block text-sm text-muted">{site.phone}</span>
                  </span>
                </a>
              </li>
              <li>
                <a href={site.emailHref} className={menuItemClass}>
                  <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Mail className="size-5" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{copy.email}</span>
                    <span className="block text-sm break-all text-muted">{site.email}</span>
                  </span>
                </a>
              </li>
              <li>
                <button type="button" onClick={() => setState("form")} className={menuItemClass}>
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
          ) : (
            <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-3" aria-label={copy.formTitle}>
              <FormTokenField />
              <div>
                <Label htmlFor={`${panelId}-name`}>{copy.nameLabel}</Label>
                <Input {...field("name")} autoComplete="name" />
              </div>
              <div>
                <Label htmlFor={`${panelId}-email`}>{copy.emailLabel}</Label>
                <Input {...field("email")} type="email" autoComplete="email" />
              </div>
              <div>
                <Label htmlFor={`${panelId}-message`}>{copy.messageLabel}</Label>
                <Textarea {...field("message")} rows={3} />
              </div>
              <div className="flex items-center justify-between gap-3">
                <button
                  type="button"
                  onClick={() => setState("menu")}
                  className="rounded-md px-1 py-2 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {copy.back}
                </button>
                <Button type="submit" disabled={sending}>
                  {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
                  {sending ? copy.sending : copy.send}
                </Button>
              </div>
            </form>
          )}
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        onClick={() => setState(open ? "closed" : "menu")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? copy.toggleClose : copy.toggleOpen}
        className={cn(
          "flex size-14 animate-bounce-in items-center justify-center rounded-full text-white shadow-lift transition-colors focus-visible:outline-offset-4",
          open ? "bg-brand-800 hover:bg-brand-900" : "bg-ember-600 hover:bg-ember-700",
        )}
      >
        <span key={open ? "open" : "closed"} className="animate-bounce-in">
          {open ? <X className="size-6" aria-hidden /> : <MessageSquare className="size-6" aria-hidden />}
        </span>
      </button>
    </div>
  );
}

const menuItemClass =
  "flex w-full items-center gap-3 rounded-xl border border-slate-200 p-3 transition-colors hover:border-brand-300 hover:bg-brand-50";
