import { data } from "react-router";
import type { z } from "zod/mini";
import type { ActionFailed } from "~/lib/action-result";
import { throwStatus } from "~/lib/route-errors";
import { type HttpError, toHttpError } from "../http/errors";
import { parseInput } from "../services/validate";

/**
 * The page actions' one error adapter (the JSON API's is apiErrorHandler), public and CMS alike
 * (ADR 0030): a refusal the visitor can act on (a domain error, a refused form body, a schema's
 * field messages) becomes an ActionResult with its status and headers; anything else is rethrown
 * to the error boundary and the log.
 */

type NoExtra = Record<never, never>;

/**
 * A refusal as the page's answer: its status (and headers), the message and field messages, and
 * what the page adds to a refusal besides (`extra`, typed by the page's ActionResult).
 */
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
 * Runs a page action's work (read, parse with `parseInput`, call the service, answer): a refusal
 * thrown anywhere in it comes back as the page's ActionResult, so no route catches by hand.
 * `failed` adds what the page's refusal carries besides (which of two forms was refused, the
 * post as stored after a version conflict); it gets the refusal and the error thrown.
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

/**
 * A loader's work under the one error convention (ADR 0038): a refusal thrown in it (a domain
 * error, an HttpError) is thrown on as a status response with its message, for the error
 * boundary to show; anything else is thrown on as it is.
 */
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

/**
 * A step whose refusal the action answers in its own words (a lead form keeps the posted values
 * and its token; an upload names the file): the value, or the refusal as HTTP sees it.
 */
export async function settle<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; refusal: HttpError }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
}
