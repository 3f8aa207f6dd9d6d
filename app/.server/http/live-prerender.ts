import type { ServerBuild } from "react-router";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { rerenderedSettingsContext } from "~/lib/request-context";
import type { SiteSettings } from "~/lib/site-settings";
import { withoutCmsRoutes } from "./host-gate";
import type { SiteSettingsWatch } from "./site-settings-watch";

/** Renders a static page (or its `.data`) as the build would, with the given settings. */
export type StaticRender = (pathname: string, settings: SiteSettings) => Promise<string | null>;

export type LivePrerender = {
  /**
   * The page for the current site settings, made by `parse` from its text once: undefined
   * while they are the defaults (or cannot be read), so the build's file is current; null when
   * the page cannot be rendered here (the page renderer answers it instead). A pathname is
   * always asked for with the same `parse`.
   */
  current<T>(pathname: string, parse: (text: string) => T): Promise<T | null | undefined>;
};

/**
 * The build prerenders the static pages with the default site settings. Once staff save other
 * ones (ADR 0028), each page is rendered again the way the build did it, with the placeholders
 * for the CSP nonce, the form token and the origin still in it, once per page and settings
 * version on this instance; the prerendered-page handlers then serve it like a build file.
 */
export function livePrerender(watch: SiteSettingsWatch, render: StaticRender): LivePrerender {
  let version: string | null = null;
  let pages = new Map<string, Promise<unknown>>();

  return {
    async current<T>(pathname: string, parse: (text: string) => T) {
      let state: Awaited<ReturnType<SiteSettingsWatch["read"]>>;
      try {
        state = await watch.read();
      } catch {
        return undefined; // a static page must not depend on the database: the build's file
      }
      if (state.version === null) return undefined;
      if (state.version !== version) {
        version = state.version;
        pages = new Map();
      }
      let page = pages.get(pathname) as Promise<T | null> | undefined;
      if (!page) {
        page = render(pathname, state.settings).then(
          (text) => (text === null ? null : parse(text)),
          () => null,
        );
        pages.set(pathname, page);
      }
      return page;
    },
  };
}

/**
 * React Router's own handler on the public routes, called as the build's prerender step calls
 * it: without a CSP nonce in the load context, so the root loader and entry.server write the
 * placeholders the static handlers replace per response.
 */
export function staticRender(build: ServerBuild): StaticRender {
  const handle = createRequestHandler(withoutCmsRoutes(build), "production");
  return async (pathname, settings) => {
    const context = new RouterContextProvider();
    context.set(rerenderedSettingsContext, settings);
    const response = await handle(new Request(new URL(pathname, "http://localhost")), context);
    return response.status === 200 ? response.text() : null;
  };
}
