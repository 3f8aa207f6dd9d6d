import { lazy } from "react";

/**
 * A thrown error's page, loaded only when an error is shown: imported directly, its not-found
 * views (and the shop's data) came with every hydrating page. Rendering waits for the module.
 */
export const LazyPublicErrorPage = lazy(() => import("./public-error-page"));
