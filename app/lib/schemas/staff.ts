import { z } from "zod/mini";
import type { Role } from "../permissions";
import { newPasswordField, passwordsMatch, repeatedPasswordField, usernameSchema } from "./auth";
import { choice, emailAddress, requiredLine } from "./fields";

/** Roles a form may name: every role but Owner (that one moves only by a transfer). */
export const assignableRoles = [
  "administrator",
  "editor",
  "author",
  "contributor",
] as const satisfies readonly Exclude<Role, "owner">[];
const assignableRole = choice(assignableRoles, "Choose a role");

/** Staff screen: invite a colleague. */
export const inviteSchema = z.object({
  email: emailAddress("Enter an e-mail address"),
  role: assignableRole,
});

/** Staff screen: change a colleague's role. */
export const roleChangeSchema = z.object({
  id: z.string().check(z.uuid("Unknown colleague")),
  role: assignableRole,
});

/** Accept an invitation: your name, a username and a password (the strength rules run on the server). */
export const acceptInvitationSchema = z
  .object({
    name: requiredLine("Enter your name", 80),
    username: usernameSchema,
    password: newPasswordField("Choose a password"),
    confirmPassword: repeatedPasswordField("Repeat the password"),
  })
  .check(passwordsMatch("password", "The two passwords do not match"));
