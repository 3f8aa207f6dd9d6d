/** Meta of the page any unknown address (or a 404 from a dynamic page) answers with. */
export const notFoundMeta = {
  title: "Page Not Found",
  description: "The page you are looking for could not be found.",
} as const;

/** Copy of the not-found screen; a 5xx shows the server error screen instead (server-error.ts). */
export const notFoundScreen = {
  /** Shown large above the title, hidden from screen readers. */
  code: "404",
  title: "Page not found",
  text: "Sorry, we couldn't find the page you were looking for. It may have moved, or the link may be mistyped.",
  home: "Return Home",
  templates: "View Templates",
} as const;
