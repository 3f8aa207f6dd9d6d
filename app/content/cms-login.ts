/** Texts of the CMS sign-in page's answers to a post without JavaScript. */
export const loginTexts = {
  missingFields: "Please enter your username and password.",
} as const;
