/** Texts of the floating quick-contact widget (spec 4, 5 and 8). */
export const quickContactWidget = {
  /** The toggle's name; the browser adds whether the options are expanded. */
  toggle: "Quick contact options",
  menuTitle: "Questions about a template?",
  menuIntro: "We usually answer within one business day.",
  call: "Call Now",
  email: "Email Us",
  message: "Send Message",
  messageHint: "A quick note, right from here",
  formTitle: "Quick Message",
  formIntro: "Leave your details and we'll get back to you.",
  fields: [
    { name: "name", label: "Name", maxLength: 120, autoComplete: "name", autoFocus: true },
    { name: "email", label: "Email", type: "email", autoComplete: "email" },
    { name: "message", label: "Message", control: "textarea", maxLength: 5000, rows: 3 },
  ],
  back: "Back",
  send: "Send Message",
  sending: "Sending...",
  close: "Close",
  errorTitle: "Error",
  emptyFields: "Please fill out all fields",
  successTitle: "Success!",
  success: "Your message has been sent. We'll get back to you soon!",
  failure: "Failed to send your message. Please try again.",
} as const;
