import { Eye, EyeOff, KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast, toastAfterLoad } from "~/components/ui/toast";
import { checkLogin } from "~/lib/schemas/login-check";
import { CmsApiError, cmsRequest } from "./api";
import { Field, NotedInput } from "./field";

/**
 * Spec 2.15 and 8: sign-in with show/hide password and the login toasts. An island without the
 * router (ADR 0058): it reads its fields from the DOM and leaves with a full page load.
 */
export function LoginForm() {
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<"username" | "password", string>>>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const parsed = checkLogin({
      username: String(fields.get("username") ?? ""),
      password: String(fields.get("password") ?? ""),
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await cmsRequest<{ twoStep?: boolean }>("/api/cms/login", {
        method: "POST",
        body: parsed.data,
      });
      if (answer?.twoStep) {
        location.replace("/cms/two-step");
        return;
      }
      toastAfterLoad({
        title: "Login successful",
        description: "Welcome to the CMS dashboard",
        variant: "success",
      });
      location.replace("/cms/dashboard");
    } catch (error) {
      const refused = error instanceof CmsApiError;
      toast({
        title: refused ? "Login failed" : "Login error",
        description: refused ? (error.serverMessage ?? "Invalid credentials") : "Unable to connect to server",
        variant: "destructive",
      });
      setBusy(false);
    }
  }

  // Posts to the page action when JavaScript is not running yet; never a GET with the password.
  return (
    <form method="post" action="/cms/login" className="mt-6 grid gap-5" onSubmit={onSubmit} noValidate>
      <NotedInput
        id="cms-username"
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username}
        required
      />
      <div>
        <Field
          id="cms-password"
          label="Password"
          error={errors.password}
          control={(props) => (
            <div className="relative">
              <Input
                {...props}
                name="password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                className="pr-12"
                required
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={showPassword ? "Hide password" : "Show password"}
                aria-pressed={showPassword}
              >
                {showPassword ? (
                  <EyeOff className="size-5" aria-hidden />
                ) : (
                  <Eye className="size-5" aria-hidden />
                )}
              </button>
            </div>
          )}
        />
        <p className="mt-2 text-right text-sm">
          <a
            href="/cms/forgot-password"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Forgot your password?
          </a>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}

/** The demo account's credentials, below the sign-in card (development only). */
export function DemoCredentials({ username, password }: { username: string; password: string }) {
  return (
    <aside
      aria-label="Demo credentials"
      className="mt-4 flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <p>
        <span className="font-semibold">Demo account</span> (development only): username{" "}
        <code className="rounded bg-white px-1.5 py-0.5 font-mono whitespace-nowrap text-ink">
          {username}
        </code>
        , password{" "}
        <code className="rounded bg-white px-1.5 py-0.5 font-mono whitespace-nowrap text-ink">
          {password}
        </code>
      </p>
    </aside>
  );
}
