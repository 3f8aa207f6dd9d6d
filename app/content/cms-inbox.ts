/** Copy of the CMS leads inbox (app/components/cms/inbox): each list view's heading and empty state. */
export const inboxViewCopy: Record<
  "inbox" | "mine" | "due" | "spam",
  { title: string; empty: string; note: string; intro?: string }
> = {
  inbox: {
    title: "Leads and orders",
    empty: "Nothing here yet",
    note: "New leads and orders appear here as they arrive.",
  },
  mine: {
    title: "My leads",
    empty: "No leads assigned to you",
    note: "Leads a colleague assigns to you appear here.",
  },
  due: {
    title: "Due today",
    empty: "Nothing due today",
    note: "Leads of yours with a follow-up today or overdue appear here.",
    intro:
      "Your open leads (not won or lost) whose next follow-up is today or overdue, soonest first. Each morning they are mailed to you as well.",
  },
  spam: {
    title: "Spam",
    empty: "No spam",
    note: "New leads and orders appear here as they arrive.",
    intro:
      "Submissions only a bot makes (the hidden trap field filled, no valid form token, a token sent from elsewhere). They sent no mail. A lead that was only sent fast is in Leads, marked “To review”. Possible leads filed here by the time check before that come first. Press “Not spam” on any that is real: it moves to Leads and the usual mails go out then.",
  },
};

export const subscriberStatusLabels = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
} as const;

/** The subscriber changes trail's verbs. */
export const subscriberActionLabels = {
  removed: "Removed",
  blocked: "Blocked",
  unblocked: "Unblocked",
} as const;

/** An open order's payment buttons. */
export const orderActionLabels = {
  invoiced: "Mark invoiced",
  paid: "Mark paid",
  refunded: "Mark refunded",
  cancelled: "Mark cancelled",
} as const;
