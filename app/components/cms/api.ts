/**
 * Browser calls to the CMS API. Same-origin, JSON both ways; a non-OK answer becomes a
 * CmsApiError carrying the status, the server's message and its field messages.
 */
export class CmsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** The message the server sent, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

/** Thrown when the request never got an answer (offline, server down). */
export class CmsNetworkError extends Error {}

export async function cmsRequest<T = unknown>(
  path: string,
  options: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers:
        options.body === undefined
          ? { accept: "application/json" }
          : { "content-type": "application/json", accept: "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new CmsNetworkError("Unable to connect to server");
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const body = (json ?? {}) as { error?: unknown; message?: unknown; errors?: unknown };
    const serverMessage =
      typeof body.error === "string"
        ? body.error
        : typeof body.message === "string"
          ? body.message
          : undefined;
    throw new CmsApiError(
      response.status,
      serverMessage ?? `${response.status}: ${text || response.statusText}`,
      body.errors && typeof body.errors === "object" ? (body.errors as Record<string, string>) : {},
      serverMessage,
    );
  }
  return json as T;
}

/** A message for a toast from any error a CMS call may throw. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof CmsApiError) return error.serverMessage ?? fallback;
  if (error instanceof CmsNetworkError) return "Unable to connect to server";
  return fallback;
}
