import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormField } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { CmsFrame } from "../cms-frame";
import { ActionNote } from "../kit";

/** The centred card of every CMS account step; `after` sits below it (the demo credentials). */
export function AccountCard({
  icon: Icon,
  title,
  lead,
  notice,
  error,
  after,
  children,
}: {
  icon: LucideIcon;
  title: string;
  lead: ReactNode;
  notice?: string;
  error?: string;
  after?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <CmsFrame>
      <div className="container-page flex min-h-[calc(100dvh-4rem)] items-center justify-center py-12">
        <div className="w-full max-w-md">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lift sm:p-8">
            <div className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden />
            </div>
            <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
            <div className="mt-2 text-sm text-muted">{lead}</div>
            <ActionNote result={notice ? { ok: true, message: notice } : null} banner className="mt-5" />
            <ActionNote result={error ? { ok: false, message: error } : null} banner className="mt-5" />
            {children}
          </div>
          {after}
        </div>
      </div>
    </CmsFrame>
  );
}

/** A refused step's own message, when no field's message says it already. */
export function formError(result: { ok: boolean; message?: string; fieldErrors?: object } | undefined) {
  return result && !result.ok && Object.keys(result.fieldErrors ?? {}).length === 0
    ? result.message
    : undefined;
}

/** The way on from a step (a paragraph with one link). */
export function AccountLink({ to, children, className = "mt-6" }: ComponentProps<typeof Link>) {
  return (
    <p className={`${className} text-sm`}>
      <Link to={to} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}

/** A post to this page's action with its fields and one submit button (relabeled while sending). */
export function AccountForm({
  submit,
  busyText,
  children,
}: {
  submit: string;
  busyText: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-6 grid gap-5" noValidate>
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? busyText : submit}
      </Button>
    </Form>
  );
}

/** A way out of a step a signed-in account must finish first (add an address, set up two-step). */
export function AccountSignOut() {
  return (
    <Form method="post" action="/cms/logout" className="mt-5 text-center text-sm">
      <button type="submit" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        Sign out
      </button>
    </Form>
  );
}

/** One labelled input with its field message. */
export function AccountField({
  name,
  label,
  error,
  ...input
}: { name: string; label: string; error?: string } & Pick<
  ComponentProps<"input">,
  "type" | "autoComplete" | "inputMode" | "defaultValue" | "autoFocus"
>) {
  const id = `account-${name}`;
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        name={name}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
        {...input}
      />
    </FormField>
  );
}
