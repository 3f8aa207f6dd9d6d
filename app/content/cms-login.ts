/** Texts of the CMS sign-in page's answers to a post without JavaScript. */
export const loginTexts = {
  missingFields: "Please enter your username and password.",
  foreignOrigin: "This request did not come from the CMS. Reload the page and try again.",
} as const;
