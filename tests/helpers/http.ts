import type { AddressInfo } from "node:net";
import type { Config } from "~/.server/config";
import { createApp } from "~/.server/http/app";
import { createLogger } from "~/.server/http/logger";

export type TestServer = {
  url: string;
  /** fetch relative to the test server */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POST a JSON body (a string is sent as is). */
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
};

/** The Express app (API, headers, health) on an ephemeral port, without the page renderer. */
export async function startTestServer(config: Config): Promise<TestServer> {
  const app = createApp({ config, logger: createLogger("silent") });
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const doFetch = (path: string, init?: RequestInit) => fetch(url + path, init);
  return {
    url,
    fetch: doFetch,
    postJson(path, body, headers = {}) {
      return doFetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: config.PUBLIC_URL, ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
