import { data } from "react-router";
import { toHttpError } from "../http/errors";

/**
 * The page actions' one error adapter (the JSON API's is apiErrorHandler): a refusal the visitor
 * can act on (a domain error, a refused form body) becomes the status, message and field messages
 * the form re-renders; anything else is rethrown to the error boundary and the log.
 */
export type ActionFailure = {
  status: number;
  message: string;
  errors?: Record<string, string>;
  headers?: Record<string, string>;
};

export function actionFailureOf(error: unknown): ActionFailure {
  const refusal = toHttpError(error);
  if (!refusal || refusal.status >= 500) throw error;
  return {
    status: refusal.status,
    message: refusal.message,
    errors: refusal.errors,
    headers: refusal.headers,
  };
}

/** Runs an action's work; a refusal comes back as its ActionFailure. */
export async function attempt<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; failure: ActionFailure }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, failure: actionFailureOf(error) };
  }
}

/** The page's answer to a failure: its own action data, with the failure's status and headers. */
export function failureAnswer<Body>(failure: ActionFailure, body: Body) {
  return data(body, { status: failure.status, headers: failure.headers });
}
