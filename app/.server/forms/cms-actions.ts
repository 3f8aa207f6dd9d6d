import { data } from "react-router";
import type { z } from "zod/mini";
import { readFormData } from "./form-body";
import { fieldErrors, toHttpError } from "../http/errors";
import { requireUser } from "../http/guards";
import type { CmsAuth } from "../services/auth";

/**
 * Page actions of the CMS sections (ADR 0021): the same session and CSRF rules as the JSON API's
 * guards, the same services, and a service's domain error answered with the same status and field
 * messages the API sends.
 */

export type ActionFailure = { ok: false; error: string; errors: Record<string, string> };

export function actionFailure(status: number, error: string, errors: Record<string, string> = {}) {
  return data<ActionFailure>({ ok: false, error, errors }, { status });
}

/** The signed-in user and the posted form, or a redirect to sign in. */
export async function cmsActionForm(
  request: Request,
  options?: Parameters<typeof readFormData>[1],
): Promise<{ auth: CmsAuth; form: FormData }> {
  // The same-origin check ran before any route (cmsSameOriginOnly in http/guards.ts).
  const auth = await requireUser(request);
  return { auth, form: await readFormData(request, options) };
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
