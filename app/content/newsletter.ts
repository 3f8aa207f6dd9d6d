/** The answer of a page action when the post is not the newsletter form. */
export const unknownNewsletterRequest = "Unknown request.";

const backToBlog = "Back to Blog";

/** How many people get the newsletter, as the sign-up forms claim it. */
export const newsletterSubscribers = "2,500+";

/** Texts of the two sign-up forms: the blog sidebar's and the one under an article (spec 2.13, 2.14, 4). */
export const newsletterForm = {
  emailLabel: "Email address",
  emailPlaceholder: "Enter your email",
  submit: "Subscribe",
  /** Spec 4: the busy label differs between the two forms. */
  busy: { sidebar: "Subscribing...", article: "..." },
  sidebar: {
    title: "Get Marketing Tips",
    text: `Join ${newsletterSubscribers} home-service owners who get our practical tips on local SEO, reviews and ads.`,
  },
  article: {
    title: "Stay Updated",
    text: `Get new articles on local SEO, reviews and ads for home-service businesses in your inbox. Join ${newsletterSubscribers} subscribers. No spam, unsubscribe any time.`,
  },
} as const;

/** Copy of the page the confirmation mail links to, one notice per token state. */
export const confirmPage = {
  metaTitle: "Confirm your subscription",
  metaDescription: "Confirm your Marketing Hub newsletter subscription.",
  valid: {
    title: "Confirm your subscription",
    text: "One more step: press the button to start receiving the Marketing Hub newsletter.",
    submit: "Confirm subscription",
    submitting: "Confirming...",
  },
  done: {
    title: "You're subscribed",
    text: "Thanks for confirming. Our next Marketing Hub newsletter will land in your inbox. Every mail has an unsubscribe link.",
    link: "Read the latest articles",
  },
  invalid: {
    title: "This link is not valid",
    text: "The confirmation link is incomplete or no longer valid. Subscribe again from the blog and we will send you a fresh one.",
    link: backToBlog,
  },
} as const;

/** Copy of the page every newsletter mail's unsubscribe link opens, one notice per token state. */
export const unsubscribePage = {
  metaTitle: "Unsubscribe",
  metaDescription: "Unsubscribe from the Marketing Hub newsletter.",
  valid: {
    title: "Unsubscribe from the newsletter",
    text: "Press the button and we will stop sending you the Marketing Hub newsletter.",
    submit: "Unsubscribe",
    submitting: "Unsubscribing...",
  },
  done: {
    title: "You're unsubscribed",
    text: "You will not receive the newsletter any more. Changed your mind? You can subscribe again from the blog at any time.",
    link: backToBlog,
  },
  invalid: {
    title: "This link is not valid",
    text: "The unsubscribe link is incomplete or no longer valid. Use the link in the most recent mail we sent you, or reply to it and we will remove you by hand.",
    link: backToBlog,
  },
} as const;
