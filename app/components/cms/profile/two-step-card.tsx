import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ActionNote, Hidden } from "../kit";
import { AccountField } from "../account/account-card";
import { SetupQrCode } from "./setup-qr-code";
import type { ActionResult } from "~/lib/action-result";
import type { twoStepState } from "~/.server/services/staff/two-step";

export type TwoStepResult = ActionResult<{ twoStep: true; recoveryCodes?: string[] }, { twoStep: true }>;

/** The two-step controls (Profile, and the required set-up step): plain forms, intent two-step-*. */
export function TwoStepControls({
  state,
  result,
  continueTo,
}: {
  state: Awaited<ReturnType<typeof twoStepState>>;
  result: TwoStepResult | null;
  /** The required set-up step (/cms/two-step-setup): once on, a way on instead of turning it off. */
  continueTo?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && String(navigation.formData?.get("intent")).startsWith("two-step");
  const errors = result && !result.ok ? result.fieldErrors : {};
  const password = (
    <AccountField
      name="password"
      label="Your password"
      type="password"
      autoComplete="current-password"
      error={errors.password}
    />
  );
  return (
    <>
      {result && (result.ok || Object.keys(errors).length === 0) ? (
        <ActionNote result={result} banner className="mt-5" />
      ) : null}

      {result?.ok && result.recoveryCodes ? (
        <div className="mt-5 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">Your recovery codes</p>
          <p className="mt-1">
            Each works once, in place of a code from the app. Keep them somewhere safe: they are shown only
            now.
          </p>
          <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono">
            {result.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {state.enabled && continueTo ? (
        <p className="mt-6">
          <Link
            to={continueTo}
            className="inline-flex font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Continue to the CMS
          </Link>
        </p>
      ) : state.enabled ? (
        <Form method="post" className="mt-6 grid gap-4 sm:max-w-sm">
          <Hidden intent="two-step-disable" />
          {password}
          <AccountField
            name="code"
            label="Code from the app, or a recovery code"
            autoComplete="one-time-code"
            error={errors.code}
          />
          <Button type="submit" variant="outline" disabled={busy}>
            Turn Off Two-Step Sign-In
          </Button>
        </Form>
      ) : state.setup ? (
        <div className="mt-6 grid gap-4">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <SetupQrCode svg={state.setup.qrSvg} />
            <ol className="list-decimal space-y-2 pl-5 text-sm text-ink">
              <li>
                In your authenticator app, scan the QR code, or add an account with this key:{" "}
                <code
                  data-testid="two-step-secret"
                  className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all"
                >
                  {state.setup.secret.match(/.{1,4}/g)?.join(" ")}
                </code>
              </li>
              <li>
                Or open this setup address on the phone:{" "}
                <a href={state.setup.uri} className="font-mono text-xs break-all text-brand-700 underline">
                  {state.setup.uri}
                </a>
              </li>
              <li>Enter the 6-digit code the app shows, and your password.</li>
            </ol>
          </div>
          <Form method="post" className="grid gap-4 sm:max-w-sm">
            <Hidden intent="two-step-enable" />
            <AccountField
              name="code"
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors.code}
            />
            {password}
            <Button type="submit" disabled={busy}>
              Turn On Two-Step Sign-In
            </Button>
          </Form>
        </div>
      ) : (
        <Form method="post" className="mt-6">
          <Hidden intent="two-step-begin" />
          <Button type="submit" disabled={busy}>
            Set Up Two-Step Sign-In
          </Button>
        </Form>
      )}
    </>
  );
}
