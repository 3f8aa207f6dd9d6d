import { clientContext } from "./request-context";

/**
 * Calls a page route's loader or action as the page renderer would (a `.data` request runs the same
 * function): the CMS host, the site's own Origin, an optional session cookie and body.
 */
export type RouteAnswer = { status: number; value: unknown; headers: Headers };

/** The status, data and headers a loader or action answers with, whether it returns or throws. */
export async function answerOf(run: () => unknown): Promise<RouteAnswer> {
  const of = (value: unknown, thrown: boolean): RouteAnswer => {
    if (value instanceof Response) return { status: value.status, value, headers: value.headers };
    if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
      const { data, init } = value as { data: unknown; init: ResponseInit | null };
      return { status: init?.status ?? 200, value: data, headers: new Headers(init?.headers) };
    }
    if (thrown) throw value;
    return { status: 200, value, headers: new Headers() };
  };
  try {
    return of(await run(), false);
  } catch (error) {
    return of(error, true);
  }
}

export function routeRequest(
  path: string,
  options: { cookie?: string; form?: Record<string, string> | [string, string][]; json?: unknown } = {},
): Request {
  const headers: Record<string, string> = { host: "localhost", origin: "http://localhost" };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  }
  return new Request(`http://localhost${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body,
  });
}

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

export function callRoute(
  handler: unknown,
  path: string,
  options: Parameters<typeof routeRequest>[1] & { params?: Record<string, string> } = {},
): Promise<RouteAnswer> {
  const request = routeRequest(path, options);
  return answerOf(() =>
    (handler as Handler)({ request, params: options.params ?? {}, context: clientContext("10.1.2.3") }),
  );
}
