import { data } from "react-router";
import type { z } from "zod/mini";
import { readFormData } from "./form-body";
import { fieldErrors, toHttpError } from "../http/errors";
import { can, type Permission } from "~/lib/permissions";
import { ForbiddenError } from "../services/errors";
import { type CmsAuth, isSameOriginRequest, requirePermission } from "../services/auth";

/**
 * Page actions of the CMS sections (ADR 0021): the same session and CSRF rules as the JSON API's
 * guards, the same services, and a service's domain error answered with the same status and field
 * messages the API sends.
 */

export type ActionFailure = { ok: false; error: string; errors: Record<string, string> };

export function actionFailure(status: number, error: string, errors: Record<string, string> = {}) {
  return data<ActionFailure>({ ok: false, error, errors }, { status });
}

/**
 * The signed-in user and the posted form, or a redirect to sign in / a 403 for a foreign origin or
 * a role without `permission` (the page's least permission; an intent may need more, see can()).
 */
export async function cmsActionForm(
  request: Request,
  permission: Permission,
  options?: Parameters<typeof readFormData>[1],
): Promise<{ auth: CmsAuth; form: FormData }> {
  const auth = await requirePermission(request, permission);
  if (!isSameOriginRequest(request)) {
    throw actionFailure(403, "This request did not come from the CMS. Reload the page and try again.");
  }
  return { auth, form: await readFormData(request, options) };
}

/** An intent that needs more than its page's least permission: its 403 answer, or null when allowed. */
export function refuseUnless(auth: CmsAuth, permission: Permission) {
  return can(auth.user.role, permission) ? null : actionFailure(403, new ForbiddenError().message);
}

/** A form's fields through a shared schema; a 400 with field messages when they do not pass. */
export function parseForm<Schema extends z.ZodMiniType>(schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true as const, data: result.data as z.output<Schema> };
  return {
    ok: false as const,
    failure: actionFailure(400, "Please check the highlighted fields.", fieldErrors(result.error)),
  };
}

/** Runs a service call; its domain error becomes the answer, anything else stays an error. */
export async function serviceCall<T>(call: () => Promise<T>) {
  try {
    return { ok: true as const, value: await call() };
  } catch (error) {
    const refusal = toHttpError(error);
    if (refusal) {
      return {
        ok: false as const,
        failure: data<ActionFailure>(
          { ok: false, error: refusal.message, errors: refusal.errors ?? {} },
          { status: refusal.status, headers: refusal.headers },
        ),
      };
    }
    throw error;
  }
}
