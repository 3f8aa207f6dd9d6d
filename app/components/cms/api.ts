/** Browser calls to the CMS API: same-origin, JSON both ways. */
export class CmsApiError extends Error {
  constructor(
    readonly status: number,
    /** The message the server sent, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

/** Thrown when the request never got an answer (offline, server down). */
export class CmsNetworkError extends Error {}

export async function cmsRequest<T = unknown>(
  path: string,
  options: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown } = {},
): Promise<T> {
  const sends = options.body !== undefined;
  const response = await fetch(path, {
    method: options.method ?? "GET",
    credentials: "same-origin",
    headers: { accept: "application/json", ...(sends ? { "content-type": "application/json" } : {}) },
    body: sends ? JSON.stringify(options.body) : undefined,
  }).catch(() => {
    throw new CmsNetworkError("Unable to connect to server");
  });
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = (json ?? {}) as Record<string, unknown>;
    const message = [body.error, body.message].find((text) => typeof text === "string");
    throw new CmsApiError(response.status, message as string | undefined);
  }
  return json as T;
}

/** A message for a toast from any error a CMS call may throw. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof CmsApiError) return error.serverMessage ?? fallback;
  if (error instanceof CmsNetworkError) return "Unable to connect to server";
  return fallback;
}
