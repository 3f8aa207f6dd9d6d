/** Labels of the CMS's coded values: audit actions, webhook events, statuses, lead details, revision fields. */

/** The audit trail's actions and their labels, for the writers, the filter and the screen. */
export const auditActionLabels = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "post-publish": "Published a post",
  "post-unpublish": "Unpublished a post",
  "post-delete": "Deleted a post",
  "leads-export": "Exported leads",
  "subscribers-export": "Exported subscribers",
  "subscribers-import": "Imported subscribers",
  "settings-change": "Changed settings",
  "subscriber-remove": "Removed a subscriber",
  "subscriber-block": "Blocked an address",
  "subscriber-unblock": "Unblocked an address",
  "role-change": "Changed a role",
  "newsletter-send": "Sent a newsletter",
  "newsletter-schedule": "Scheduled a newsletter",
  "invitation-send": "Invited a colleague",
  "invitation-resend": "Resent an invitation",
  "invitation-revoke": "Revoked an invitation",
  "invitation-accept": "Accepted an invitation",
  "lead-status": "Changed a lead's status",
  "order-status": "Changed an order's status",
  "post-restore": "Restored a post from the Trash",
  "post-delete-forever": "Deleted a post for good",
  "two-step-failed": "Failed two-step code",
  "two-step-locked": "Two-step codes locked",
  "reauth-failed": "Failed password check",
  "reauth-locked": "Password checks locked",
  "password-change": "Changed password",
  "password-reset-request": "Asked for a password reset",
  "password-reset": "Reset password by e-mail",
  "two-step-on": "Turned two-step sign-in on",
  "two-step-off": "Turned two-step sign-in off",
  "ownership-transfer": "Transferred ownership",
  "newsletter-test-send": "Sent a test newsletter",
  "lead-assign": "Assigned a lead",
  "lead-note": "Added a note to a lead",
  "lead-follow-up": "Set a lead's follow-up",
  "post-review-submit": "Submitted a post for review",
  "post-review-return": "Sent a post back to its author",
  "post-review-publish": "Published a post from review",
} as const;

/** The events an outgoing webhook endpoint may ask for (README "Outgoing webhooks" shows each payload). */
export const webhookEventLabels = {
  "lead.created": "A new lead arrives",
  "lead.updated": "A lead's status changes",
  "order.created": "A new order is placed",
  "order.updated": "An order is marked invoiced, paid, refunded or cancelled",
  "subscriber.confirmed": "A newsletter subscriber confirms",
} as const;

/** Every order status as staff read it. */
export const orderStatusLabels: Record<string, string> = {
  requested: "Requested",
  invoiced: "Invoiced",
  paid: "Paid",
  "in-progress": "In progress",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** What each review reason tells staff, in the inbox. */
export const reviewReasonLabels: Record<string, string> = {
  "too-fast": "sent within seconds of the page appearing (autofill, or a bot)",
  "expired-form-token": "sent from a page open for more than a week",
  "reused-form-token": "a second lead sent from the same page",
};

/** What staff read for each state (the Newsletters view's badge, the service's refusals). */
export const sendStateLabels = {
  scheduled: "Scheduled",
  queued: "Queued",
  sending: "Sending",
  paused: "Paused",
  cancelled: "Cancelled",
  done: "Sent",
} as const;

/** The CMS post list's sort orders. */
export const postListSortLabels = {
  "date-desc": "Newest first",
  "date-asc": "Oldest first",
  "title-asc": "Title A–Z",
  "title-desc": "Title Z–A",
} as const;

/** Names of the extra fields in a lead's or an order's `details`. */
export const leadDetailNames: Record<string, string> = {
  business: "Business",
  website: "Current website",
  budget: "Budget",
  timeline: "Timeline",
  order: "Order",
  template: "Template",
  price: "Price",
  payment: "Payment",
};

/** A post's fields as a revision comparison names them, in the editor's order. */
export const revisionFieldLabels = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Body (markdown)",
  author: "Author",
  authorBio: "Author bio",
  categories: "Categories",
  tags: "Tags",
  featuredImage: "Featured image",
  featuredImageAlt: "Featured image alt text",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  publishedAt: "Publish date",
} as const;

/** The social profiles the business details link. */
export const socialNetworks = [
  { key: "facebook", label: "Facebook" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "instagram", label: "Instagram" },
] as const;

/** The Analytics section's tables: each one's title and the note under it (screen and CSV). */
export const analyticsTableCopy = {
  days: {
    title: "Visitors and views by day",
    description: "Conversions are leads, template orders and newsletter confirmations from counted visits.",
  },
  referrers: {
    title: "Referring sites",
    description: "Other sites that linked a visitor here.",
  },
  devices: {
    title: "Devices",
    description: "From the browser's user agent.",
  },
  newsletter: {
    title: "Newsletter confirmations",
    description: "By the form they were signed up from (the landing pages table has them by landing page).",
  },
  pages: {
    title: "Top pages",
    description: "Views of each page, and the leads and orders sent from it.",
  },
  landings: {
    title: "Landing pages",
    description:
      "Where visits start, and the leads, orders and newsletter sign-ups of the visits that started there; lead rate is the share of those visits that sent a lead.",
  },
  paths: {
    title: "From landing page to form",
    description:
      "Each conversion's landing page next to the page it was sent from, including those from visits not counted.",
  },
  sources: {
    title: "Sources",
    description:
      "The UTM source, else the referring site, of each visit; leads, orders and sign-ups by the same source.",
  },
  campaigns: {
    title: "Campaigns",
    description:
      "Visits that arrived with UTM tags, and the leads, orders and sign-ups carrying the same tags.",
  },
};
