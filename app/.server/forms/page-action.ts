import { data } from "react-router";
import type { z } from "zod/mini";
import type { ActionFailed } from "~/lib/action-result";
import { throwStatus } from "~/lib/route-errors";
import { type HttpError, toHttpError } from "../http/errors";
import { parseInput } from "../services/validate";

/**
 * The page actions' one error adapter (ADR 0030; the JSON API's is apiErrorHandler): a refusal
 * becomes an ActionResult with its status and headers; anything else goes on to the error boundary.
 */

type NoExtra = Record<never, never>;

/** A refusal as the page's answer, with what the page adds to it (`extra`, typed by its ActionResult). */
export function refusal<Failed extends object = NoExtra>(
  status: number,
  message: string,
  fieldErrors: Record<string, string> = {},
  headers?: Record<string, string>,
  extra?: Failed,
) {
  return data<ActionFailed<Failed>>(
    { ...(extra as Failed), ok: false, message, fieldErrors } as ActionFailed<Failed>,
    { status, headers },
  );
}

/** The HTTP refusal a thrown error stands for; an error that is no refusal is thrown on. */
export function refusalOf(error: unknown): HttpError {
  const refused = toHttpError(error);
  if (!refused) throw error;
  return refused;
}

/**
 * Runs a page action's work: a refusal thrown anywhere in it comes back as the page's
 * ActionResult, with what `failed` adds (which of two forms was refused, the post as stored).
 */
export async function pageAction<T, Failed extends object = NoExtra>(
  work: () => Promise<T> | T,
  failed?: (refused: HttpError, error: unknown) => Failed | Promise<Failed>,
) {
  try {
    return await work();
  } catch (error) {
    const refused = refusalOf(error);
    const extra = failed ? await failed(refused, error) : undefined;
    return refusal(refused.status, refused.message, refused.errors, refused.headers, extra);
  }
}

/** A loader's work (ADR 0038): a refusal thrown in it becomes a status response for the error boundary. */
export async function pageLoad<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refused = refusalOf(error);
    return throwStatus(refused.status, { message: refused.message });
  }
}

/** The common action: the form's fields through its schema, then the service with the result. */
export function formAction<Schema extends z.ZodMiniType, T>(
  schema: Schema,
  input: unknown,
  service: (value: z.output<Schema>) => Promise<T> | T,
) {
  return pageAction(() => service(parseInput(schema, input)));
}

/** A step whose refusal the action answers in its own words: the value, or the refusal. */
export async function settle<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; refusal: HttpError }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
}
