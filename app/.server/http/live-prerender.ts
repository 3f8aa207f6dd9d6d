import type { ServerBuild } from "react-router";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { rerenderedSettingsContext } from "~/lib/request-context";
import type { SiteSettings } from "~/lib/site-settings";
import { withoutCmsRoutes } from "./host-gate";
import type { SiteSettingsWatch } from "./site-settings-watch";

/**
 * The build prerenders the static pages with the default site settings; once staff save other
 * ones (ADR 0028), each is rendered again as the build did, once per page and settings version.
 */
export function livePrerender(watch: SiteSettingsWatch, build: ServerBuild) {
  // React Router's handler on the public routes as the prerender step calls it: no nonce, so placeholders.
  const handle = createRequestHandler(withoutCmsRoutes(build), "production");
  /** Renders a static page (or its `.data`) as the build would, with the given settings. */
  const render = async (pathname: string, settings: SiteSettings) => {
    const context = new RouterContextProvider();
    context.set(rerenderedSettingsContext, settings);
    const response = await handle(new Request(new URL(pathname, "http://localhost")), context);
    return response.status === 200 ? response.text() : null;
  };
  let version: string | null = null;
  let pages = new Map<string, Promise<unknown>>();

  return {
    /**
     * The page for the current site settings, made by `parse` once: undefined while they are the
     * defaults (or unreadable), null when it cannot be rendered here (the renderer answers it).
     */
    async current<T>(pathname: string, parse: (text: string) => T): Promise<T | null | undefined> {
      // A static page must not depend on the database: the build's file then.
      const state = await watch.read().catch(() => undefined);
      if (!state || state.version === null) return undefined;
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

export type LivePrerender = ReturnType<typeof livePrerender>;
