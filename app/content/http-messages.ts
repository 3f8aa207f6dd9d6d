/** The server's own refusals of page actions and CMS requests (texts only). */
export const formBodyMessages = {
  tooLarge: "The form is too large.",
  unsupported: "Please send the form as application/x-www-form-urlencoded.",
  unreadable: "The form could not be read. Please reload the page and try again.",
} as const;

export const jsonBodyMessages = {
  tooLarge: "This post is too large to save.",
  unsupported: "Please send the request as application/json.",
  unreadable: "The request could not be read. Please reload the page and try again.",
} as const;

/** The answer while the account must still take a step, where it cannot be sent to the step's page. */
export const ACCOUNT_STEP_FIRST = {
  email: "An e-mail address is required for every account. Add yours at /cms/add-email first.",
  "two-step-setup": "Two-step sign-in is required for every account. Set it up at /cms/two-step-setup first.",
} as const;

/** The one answer to a CMS write that did not come from the CMS's own pages. */
export const FOREIGN_ORIGIN_MESSAGE =
  "This request did not come from the CMS. Reload the page and try again.";

/** The JSON API's answers to a body it cannot read, and to a failure of its own. */
export const apiMessages = {
  tooLarge: "Request body is too large.",
  notJson: "Request body is not valid JSON.",
  charset: "Unsupported charset: send the body as UTF-8.",
  encoding: "Unsupported Content-Encoding: send the body uncompressed, or as gzip, deflate or br.",
  badRequest: "Bad request.",
  unstorable: "The request contains characters that are not allowed, such as a NUL byte.",
  unavailable: "The service is temporarily unavailable. Please try again in a moment.",
  failed: "Something went wrong on our side. Please try again.",
} as const;
