import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import {
  FORM_TOKEN_FIELD,
  FORM_TOKEN_PLACEHOLDER,
  FORM_TOKEN_URL,
  HONEYPOT_FIELD,
  isIssuedFormToken,
} from "~/lib/form-token";
import { storedVisitField, VISIT_FIELD } from "~/lib/attribution";
import { cn } from "~/lib/utils";

const subscribeNever = () => () => {};
/** False during server rendering and hydration, true once the browser has taken over. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Milliseconds since the form was shown. A form in the page's HTML counts from the navigation's
 * start, not from hydration (a first tap, ADR 0019), or a fast person looks like a bot.
 */
export function useFillTimer() {
  const hydrating = useRef(!useHydrated());
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = hydrating.current ? performance.timeOrigin : Date.now();
  }, []);
  const elapsed = useCallback(
    () => (shownAt.current === null ? undefined : Math.round(Date.now() - shownAt.current)),
    [],
  );
  const restart = useCallback(() => {
    shownAt.current = Date.now();
  }, []);
  return { elapsed, restart };
}

/** The anti-spam fields: the honeypot, which bots fill in, and the signed issue time (ADR 0012). */
export function SpamTrap({ formToken, visit }: { formToken?: string; visit?: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <FormTokenField formToken={formToken} />
      <VisitField visit={visit} />
    </>
  );
}

/**
 * The visit's attribution (lib/attribution.ts), posted with the form; `visit` is the server's, for
 * a form re-rendered after a refused post without script.
 */
export function VisitField({ visit = "" }: { visit?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const stored = storedVisitField();
    if (ref.current && stored) ref.current.value = stored;
  }, []);
  return <input ref={ref} type="hidden" name={VISIT_FIELD} defaultValue={visit} suppressHydrationWarning />;
}

// The token in this page's HTML, read before hydration overwrites the field.
let browserToken: string | undefined;
function tokenInBrowser(): string | undefined {
  if (typeof document === "undefined") return undefined;
  if (browserToken === undefined) {
    const value = document
      .querySelector<HTMLInputElement>(`input[name="${FORM_TOKEN_FIELD}"]`)
      ?.getAttribute("value");
    browserToken = isIssuedFormToken(value) ? value : "";
  }
  return browserToken || undefined;
}

export function FormTokenField({ formToken }: { formToken?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (!input || isIssuedFormToken(input.value)) return;
    // No token in the HTML: the form's time starts now, or when the page was served if it had one.
    fetchToken(tokenInBrowser())
      .then((token) => {
        if (!token) return;
        browserToken ||= token;
        ownTokens.set(token, Promise.resolve(token));
        if (!isIssuedFormToken(input.value)) input.value = token;
      })
      .catch(() => {});
  }, []);
  return (
    <input
      ref={ref}
      type="hidden"
      name={FORM_TOKEN_FIELD}
      defaultValue={formToken ?? tokenInBrowser() ?? FORM_TOKEN_PLACEHOLDER}
      suppressHydrationWarning
    />
  );
}

/** A token of the form's own, dated from the page's `page` token when there is one. */
function fetchToken(page: string | undefined): Promise<string | undefined> {
  const url = page ? `${FORM_TOKEN_URL}?page=${encodeURIComponent(page)}` : FORM_TOKEN_URL;
  return fetch(url, { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((payload: { token?: unknown } | undefined) =>
      typeof payload?.token === "string" ? payload.token : undefined,
    );
}

// Tokens this browser holds alone, by the token they replace (each maps itself once known).
const ownTokens = new Map<string, Promise<string>>();

function setFormTokens(from: string | undefined, token: string) {
  for (const input of document.querySelectorAll<HTMLInputElement>(`input[name="${FORM_TOKEN_FIELD}"]`))
    if (from === undefined || input.value === from) input.value = token;
}

/**
 * A cached page's token is everyone's (ADR 0054): on first touch a form trades it for its own,
 * dated the same, so another visitor's lead cannot make this one a replay.
 */
export function ownFormToken(token: string): Promise<string> {
  if (!isIssuedFormToken(token)) return Promise.resolve(token);
  let own = ownTokens.get(token);
  if (!own) {
    own = fetchToken(token)
      .then((mine) => {
        if (!mine || !isIssuedFormToken(mine)) throw new Error("no token");
        ownTokens.set(mine, Promise.resolve(mine));
        if (browserToken === token) browserToken = mine;
        setFormTokens(token, mine);
        return mine;
      })
      .catch(() => {
        ownTokens.delete(token);
        return token;
      });
    ownTokens.set(token, own);
  }
  return own;
}

/** A lead's answer carries a new token (the sent one is used up): every form of the page takes it. */
export function renewFormTokens(token: unknown) {
  if (typeof token !== "string" || !isIssuedFormToken(token)) return;
  ownTokens.set(token, Promise.resolve(token));
  browserToken = token;
  setFormTokens(undefined, token);
}

/**
 * Posts the fields URL-encoded, as the browser does without script (the page action reads no
 * other), asking for the action's JSON answer: undefined when the server could not be reached,
 * null for anything but the action's answer (a proxy's error page).
 */
export async function postForm<Answer extends { ok: boolean }>(action: string, body: FormData) {
  let response: Response;
  try {
    const encoded = new URLSearchParams([...body].map(([key, value]) => [key, String(value)]));
    response = await fetch(action, {
      method: "POST",
      body: encoded,
      headers: { accept: "application/json" },
    });
  } catch {
    return undefined;
  }
  const answer: Answer | null = await response.json().catch(() => null);
  return answer && typeof answer.ok === "boolean" ? answer : null;
}

/** The messages for a form's own fields, out of a server or schema answer that may name others. */
export function pickFieldErrors<const Names extends readonly string[]>(
  names: Names,
  errors: Record<string, string> | undefined,
) {
  const picked = names.filter((name) => errors?.[name]).map((name) => [name, errors?.[name]]);
  return Object.fromEntries(picked) as Partial<Record<Names[number], string>>;
}

export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger-600">
      {message}
    </p>
  );
}

export function FormAlert({
  tone,
  title,
  children,
  className,
}: {
  tone: "success" | "error";
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-xl border p-4 text-sm",
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-900"
          : "border-green-200 bg-green-50 text-green-900",
        className,
      )}
    >
      <p className="font-bold">{title}</p>
      {children ? <div className="mt-1">{children}</div> : null}
    </div>
  );
}
