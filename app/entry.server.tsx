import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { type HandleErrorFunction, ServerRouter } from "react-router";
import { readBuiltStylesheet } from "~/.server/http/built-stylesheet";
import { logPageError } from "~/.server/http/logger";
import { issueFormToken } from "~/.server/services/leads/form-token";
import { CSP_NONCE_PLACEHOLDER } from "~/lib/csp";
import { FORM_TOKEN_PLACEHOLDER } from "~/lib/form-token";
import { deferHydration } from "~/lib/hydration/defer-scripts.server";
import { drawIconsFromPage } from "~/lib/icon-symbols.server";
import { hydratesOnIntent } from "~/lib/hydration/route-handle";
import { StylesheetProvider } from "~/lib/inline-stylesheet";
import { NonceProvider } from "~/lib/nonce";
import { requestContext } from "~/lib/request-context";

export const streamTimeout = 5_000;

/** Loader, action and render errors go through pino's redaction, never to console.error whole. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  logPageError(error, request);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider | undefined,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering has no request context: the placeholder is swapped for a fresh nonce when the file is served.
  const requestNonce = loadContext?.get(requestContext)?.cspNonce;
  const nonce = requestNonce ?? CSP_NONCE_PLACEHOLDER;
  // Public pages load React on the visitor's first intent (ADR 0018); the dev server keeps eager HMR.
  const deferOnIntent = import.meta.env.PROD && hydratesOnIntent(routerContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    // Whole documents, not streamed shells: pages are small and crawlers get complete HTML.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={readBuiltStylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          pipe(body);
          text(body)
            .then(async (rendered) => {
              clearTimeout(timeoutId);
              // Lead forms' signed issue time; prerendering keeps the placeholder for the server to fill.
              const page =
                requestNonce && rendered.includes(FORM_TOKEN_PLACEHOLDER)
                  ? rendered.replaceAll(FORM_TOKEN_PLACEHOLDER, await issueFormToken())
                  : rendered;
              // The icons' symbols in the page: no sprite request before the first paint.
              const html = drawIconsFromPage(page);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(deferOnIntent ? deferHydration(html) : html, {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
            })
            .catch(reject);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logPageError(error, request);
        },
      },
    );
  });
}
