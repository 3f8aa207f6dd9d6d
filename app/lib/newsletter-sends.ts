export { sendStateLabels } from "~/content/cms-labels";

/**
 * A newsletter send's states, their labels and the moves between them (ADR 0033), for the service
 * and the Newsletters view. scheduled: waits for its post to go live; queued: recipients enqueued;
 * paused: the worker claims none of its deliveries; cancelled: the rest never go; done: none left.
 */
const newsletterSendStates = ["scheduled", "queued", "sending", "paused", "cancelled", "done"] as const;
export type NewsletterSendState = (typeof newsletterSendStates)[number];

/** States whose deliveries the worker still claims: the view refreshes itself while one runs. */
export const runningSendStates: readonly NewsletterSendState[] = ["queued", "sending"];

/** Pause, resume and cancel: from which states, to which, and how staff name them. */
export const sendTransitions = {
  pause: { from: ["queued", "sending"], to: "paused", label: "Pause", done: "paused" },
  resume: { from: ["paused"], to: "sending", label: "Resume", done: "resumed" },
  cancel: {
    from: ["scheduled", "queued", "sending", "paused"],
    to: "cancelled",
    label: "Cancel",
    done: "cancelled",
  },
} as const satisfies Record<
  string,
  { from: readonly NewsletterSendState[]; to: NewsletterSendState; label: string; done: string }
>;
export type SendTransition = keyof typeof sendTransitions;
export const sendTransitionNames = Object.keys(sendTransitions) as [SendTransition, ...SendTransition[]];

/** Whether a send in `state` can be paused, resumed or cancelled. */
export function canTransition(state: NewsletterSendState, action: SendTransition): boolean {
  return (sendTransitions[action].from as readonly NewsletterSendState[]).includes(state);
}

/** One send as the Newsletters screen lists it: its counts add up to its recipients. */
export type SendSummary = {
  id: string;
  postId: string | null;
  subject: string;
  mode: "with-site" | "email-only";
  state: NewsletterSendState;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
  /** Why the mail server made the send pause (its words), while it is paused for that. */
  pauseReason: string | null;
  recipients: number;
  delivered: number;
  failed: number;
  bounced: number;
  skipped: number;
  unsubscribes: number;
};
