import { data } from "react-router";
import type { z } from "zod/mini";
import type { ActionFailed } from "~/lib/action-result";
import { type HttpError, toHttpError } from "../http/errors";
import { parseInput } from "../services/validate";

/**
 * The page actions' one error adapter (the JSON API's is apiErrorHandler), public and CMS alike
 * (ADR 0030): a refusal the visitor can act on (a domain error, a refused form body, a schema's
 * field messages) becomes an ActionResult with its status and headers; anything else is rethrown
 * to the error boundary and the log.
 */

/** A refusal as the page's answer: its status (and headers), the message and field messages. */
export function refusal(
  status: number,
  message: string,
  fieldErrors: Record<string, string> = {},
  headers?: Record<string, string>,
) {
  return data<ActionFailed>({ ok: false, message, fieldErrors }, { status, headers });
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
 */
export async function pageAction<T>(work: () => Promise<T> | T) {
  try {
    return await work();
  } catch (error) {
    const refused = refusalOf(error);
    return refusal(refused.status, refused.message, refused.errors, refused.headers);
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
