import { readFormData } from "./form-body";
import { type GuardArgs, requirePermission } from "../http/guards";
import { can, type Permission } from "~/lib/permissions";
import { ForbiddenError } from "../services/errors";
import type { CmsAuth } from "../services/staff/sessions";
import { refusal } from "./page-action";

/**
 * The CMS sections' page actions (ADR 0021): the signed-in user and the posted form, or a redirect
 * to sign in / a 403 for a role without the page's least `permission` (see refuseUnless). The
 * origin check ran before any route (cmsSameOriginOnly in http/guards.ts).
 */
export async function cmsActionForm(
  from: GuardArgs | Request,
  permission: Permission,
  options?: Parameters<typeof readFormData>[1],
): Promise<{ auth: CmsAuth; form: FormData }> {
  const auth = await requirePermission(from, permission);
  return { auth, form: await readFormData(from instanceof Request ? from : from.request, options) };
}

/** An intent that needs more than its page's least permission: its 403 answer, or null when allowed. */
export function refuseUnless(auth: CmsAuth, permission: Permission) {
  return can(auth.user.role, permission) ? null : refusal(403, new ForbiddenError().message);
}
