/** Texts of the CMS sign-in page's answers to a post without JavaScript. */
export const loginTexts = {
  missingFields: "Please enter your username and password.",
  /** The one answer to "Forgot your password?", whether or not an account has the address. */
  resetRequested:
    "If an account uses that address, a link to choose a new password is on its way. It works once, for one hour.",
  invalidResetLink:
    "This reset link is not valid any more (it was used, or it is over an hour old). Ask for a new one.",
  signInExpired: "Your sign-in took too long. Please sign in again.",
  passwordReset: "Your password is changed and every device was signed out. Sign in with the new password.",
} as const;
