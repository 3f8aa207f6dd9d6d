import { type Cookie, createCookie } from "react-router";
import { getConfig } from "../config";
import { SESSION_MAX_AGE_MS } from "../services/staff/sessions";

/**
 * The CMS's two cookies, the only ones the site sets (ADR 0039): HttpOnly, SameSite=Lax, and on
 * HTTPS `__Host-`. The session cookie holds a random token (the database only its SHA-256); the
 * pending sign-in cookie a proof of the password step, signed by services/staff/two-step.
 */
function cmsCookie(name: string, maxAge: number): Cookie {
  const secure = getConfig().secureCookies;
  const options = { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge } as const;
  return createCookie(`${secure ? "__Host-" : ""}${name}`, options);
}

const session = () => cmsCookie("hd_cms_session", Math.floor(SESSION_MAX_AGE_MS / 1000));
const pendingSignIn = () => cmsCookie("hd_cms_two_step", 300);

/** A session token as createSession makes it (base64url); anything else is no session. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

/** The session token a request's Cookie header carries, when it has the shape of one. */
export async function sessionTokenOf(cookieHeader: string | null | undefined): Promise<string | undefined> {
  const value: unknown = await session().parse(cookieHeader ?? null);
  return typeof value === "string" && TOKEN_SHAPE.test(value) ? value : undefined;
}

/** Set-Cookie for a new session. */
export function sessionCookie(token: string): Promise<string> {
  return session().serialize(token);
}

/** Set-Cookie that ends the session cookie in the browser. */
export function clearedSessionCookie(): Promise<string> {
  return session().serialize("", { maxAge: 0 });
}

/** The proof of the password step a request carries (checked by services/staff/two-step). */
export async function pendingSignInOf(cookieHeader: string | null | undefined): Promise<string | undefined> {
  const value: unknown = await pendingSignIn().parse(cookieHeader ?? null);
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Set-Cookie carrying the proof of the password step, or ending it (null). */
export function pendingSignInCookie(token: string | null): Promise<string> {
  const cookie = pendingSignIn();
  return token ? cookie.serialize(token) : cookie.serialize("", { maxAge: 0 });
}
