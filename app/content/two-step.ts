/** The answers of the two-step sign-in card (Profile page and the set-up step). */
export const twoStepTexts = {
  begin: "Add the key below to your authenticator app, then enter the code it shows.",
  enabled: "Two-step sign-in is on.",
  disabled: "Two-step sign-in is off.",
  required:
    "Two-step sign-in is required for every account here, so it stays on. An administrator can change that in Settings.",
} as const;
