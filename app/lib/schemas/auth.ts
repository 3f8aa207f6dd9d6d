import { z } from "zod/mini";
import { emailAddress, requiredText, tooLongMessage } from "./fields";
import { loginRules } from "./login-check";

/** CMS sign-in (spec 5: username and password both required). Shared by the form and the API. */
export const loginSchema = z.object({
  username: requiredText(loginRules.username.required, loginRules.username.max),
  password: z
    .string({ error: loginRules.password.required })
    .check(
      z.minLength(1, loginRules.password.required),
      z.maxLength(loginRules.password.max, tooLongMessage(loginRules.password.max)),
    ),
});

/** Usernames: 3 to 32 characters, lowercase letters, digits, dot, dash or underscore. */
export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(3, "Username must be at least 3 characters"),
    z.maxLength(32, "Username must be at most 32 characters"),
    z.regex(/^[a-z0-9._-]+$/, "Username may contain only letters, digits, dots, dashes and underscores"),
  );

/** A new password: the length bounds here, the strength rules on the server (services/staff/passwords). */
export const newPasswordField = (required = "Enter a new password") =>
  z
    .string({ error: required })
    .check(
      z.minLength(10, "Password must be at least 10 characters."),
      z.maxLength(200, "Password must be at most 200 characters."),
    );

/** The new password typed again. */
export const repeatedPasswordField = (required = "Repeat the new password") =>
  z.string({ error: required }).check(z.minLength(1, required));

/** The check of every form that takes a new password twice: the repeat must match. */
export const passwordsMatch = <Field extends string>(
  field: Field,
  message = "The two new passwords do not match",
) =>
  z.refine<Record<Field | "confirmPassword", string>>((value) => value[field] === value.confirmPassword, {
    path: ["confirmPassword"],
    message,
  });

/** A code asked again inside a session (blank when two-step sign-in is off); checked on the server. */
export const secondStepCode = z.optional(z.string().check(z.maxLength(40, "That code is not right.")));

/** A new password twice (the reset page); the strength rules are checked on the server. */
const newPasswords = { newPassword: newPasswordField(), confirmPassword: repeatedPasswordField() };
export const newPasswordSchema = z.object(newPasswords).check(passwordsMatch("newPassword"));

/** Settings tab: change your own password. The strength rules are checked on the server. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .check(z.minLength(1, "Enter your current password"), z.maxLength(200)),
    ...newPasswords,
    /** While two-step sign-in is on: a current code from the app or a recovery code. */
    code: secondStepCode,
  })
  .check(passwordsMatch("newPassword"));

/** The account's e-mail address: "Forgot your password?", and an account without one adds it at sign-in. */
export const accountEmailSchema = z.object({ email: emailAddress("Enter your e-mail address") });

/** Settings: require two-step sign-in for every account (a checkbox: "on" or absent). */
export const twoStepRequiredSchema = z.object({
  required: z.pipe(
    z.enum(["on", "off"], { error: "Choose on or off" }),
    z.transform((value) => value === "on"),
  ),
});
