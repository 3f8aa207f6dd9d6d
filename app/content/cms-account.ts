/** The fields of the staff invitation's form (/cms/invite/:token), each with its hint. */
export const invitationFields = [
  {
    name: "name",
    label: "Your name",
    autoComplete: "name",
    hint: "Shown as the byline of your posts.",
  },
  {
    name: "username",
    label: "Username",
    autoComplete: "username",
    hint: "3 to 32 letters, digits, dots, dashes or underscores; you sign in with it.",
  },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    hint: "At least 10 characters; common passwords are refused.",
  },
  { name: "confirmPassword", label: "Repeat the password", type: "password", autoComplete: "new-password" },
] as const;
