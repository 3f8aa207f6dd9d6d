/** Copy of the screen any unexpected error (5xx) shows; a 404 shows the not-found screen instead. */
export const serverErrorScreen = {
  /** The status code follows, as its own text node, so the server markup stays as it was. */
  statusPrefix: "Error ",
  title: "Something went wrong on our side",
  text: "Please try again in a moment. If it keeps happening, call us and we will sort it out.",
  home: "Return Home",
} as const;
