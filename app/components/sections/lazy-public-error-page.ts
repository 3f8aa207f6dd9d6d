import { lazy } from "react";

/**
 * A thrown error's page (public-error-page.tsx), its module loaded when an error is shown.
 * Imported directly by the root and public layouts' boundaries, the error views (the site's, an
 * article's and a product's not-found screens, the shop's template data with them) came with
 * every hydrating page, and the public frame with every CMS page. Server rendering and hydration
 * of an error page wait for the module, so the HTML is the same either way.
 */
export const LazyPublicErrorPage = lazy(() => import("./public-error-page"));
