import { z } from "zod/mini";
import { emailAddress, requiredText } from "./fields";

/** CMS sign-in (spec 5: username and password both required). Shared by the form and the API. */
export const loginSchema = z.object({
  username: requiredText("Username is required", 64),
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(200)),
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

/** Settings tab: change your own password. The strength rules are checked on the server. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .check(z.minLength(1, "Enter your current password"), z.maxLength(200)),
    newPassword: z
      .string({ error: "Enter a new password" })
      .check(
        z.minLength(10, "Password must be at least 10 characters."),
        z.maxLength(200, "Password must be at most 200 characters."),
      ),
    confirmPassword: z
      .string({ error: "Repeat the new password" })
      .check(z.minLength(1, "Repeat the new password")),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      path: ["confirmPassword"],
      message: "The two new passwords do not match",
    }),
  );

/** "Forgot your password?": the account's e-mail address. */
export const forgotPasswordSchema = z.object({ email: emailAddress("Enter your e-mail address") });

/** A new password twice (the reset page); the strength rules are checked on the server. */
export const newPasswordSchema = z
  .object({
    newPassword: z
      .string({ error: "Enter a new password" })
      .check(
        z.minLength(10, "Password must be at least 10 characters."),
        z.maxLength(200, "Password must be at most 200 characters."),
      ),
    confirmPassword: z
      .string({ error: "Repeat the new password" })
      .check(z.minLength(1, "Repeat the new password")),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      path: ["confirmPassword"],
      message: "The two new passwords do not match",
    }),
  );
