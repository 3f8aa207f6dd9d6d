import { CONTROL_CHARACTER_MESSAGE, hasNoStrayControls, tooLongMessage } from "./plain-text";

/**
 * The sign-in's rules (spec 5), for the shared schema (auth.ts) and the sign-in form, which checks
 * them without zod (it was a tenth of that page's script).
 */
export const loginRules = {
  username: { required: "Username is required", max: 64 },
  password: { required: "Password is required", max: 200 },
} as const;

type LoginFields = { username: string; password: string };

/** The browser's check of the sign-in form, with the shared schema's messages (login-check.test.ts). */
export function checkLogin(
  values: LoginFields,
): { ok: true; data: LoginFields } | { ok: false; errors: Partial<Record<keyof LoginFields, string>> } {
  const errors: Partial<Record<keyof LoginFields, string>> = {};
  const username = values.username.trim();
  const { username: name, password } = loginRules;
  if (!username) errors.username = name.required;
  else if (username.length > name.max) errors.username = tooLongMessage(name.max);
  else if (!hasNoStrayControls(username)) errors.username = CONTROL_CHARACTER_MESSAGE;
  if (!values.password) errors.password = password.required;
  else if (values.password.length > password.max) errors.password = tooLongMessage(password.max);
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, data: { username, password: values.password } };
}
