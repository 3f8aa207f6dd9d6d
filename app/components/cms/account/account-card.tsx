import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { FormField } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { CmsFrame } from "../cms-frame";
import { ActionNote } from "../kit";

/**
 * The centred card of every CMS account step; `after` sits below it (the demo credentials). `result`
 * is the step's answer: a success's message, or a refusal's own message when no field's says it.
 */
export function AccountCard({
  icon: Icon,
  title,
  lead,
  result,
  notice = result?.ok ? result.message : undefined,
  error = result && !result.ok && Object.keys(result.fieldErrors ?? {}).length === 0
    ? result.message
    : undefined,
  after,
  children,
}: {
  icon: LucideIcon;
  title: string;
  lead: ReactNode;
  result?: Answer;
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

type Answer = { ok: boolean; message?: string; fieldErrors?: Record<string, string> };

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

/**
 * A post to this page's action with its fields (after `children`, each with its message from the
 * action's answer) and one submit button (relabeled while sending).
 */
export function AccountForm({
  submit,
  busyText,
  fields = [],
  children,
}: {
  submit: string;
  busyText: string;
  fields?: FieldProps[];
  children?: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const result = useActionData<Answer>();
  return (
    <Form method="post" className="mt-6 grid gap-5" noValidate>
      {children}
      {fields.map((field) => (
        <AccountField
          key={field.name}
          error={result?.ok ? undefined : result?.fieldErrors?.[field.name]}
          {...field}
        />
      ))}
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

type FieldProps = { name: string; label: string } & Pick<
  ComponentProps<"input">,
  "type" | "autoComplete" | "inputMode" | "defaultValue" | "autoFocus"
>;

/** One labelled input with its field message. */
export function AccountField({ name, label, error, ...input }: FieldProps & { error?: string }) {
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
