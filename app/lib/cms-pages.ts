import type { Totals } from "~/.server/services/analytics/report";
import type {
  InboxEvent,
  InboxItem,
  InboxPage,
  InboxStats,
  Subscriber,
} from "~/.server/services/leads/inbox";
import type { Assignable, LeadNote } from "~/.server/services/leads/lead-work";
import type { SpeedToLeadWeek } from "~/.server/services/leads/speed-to-lead";
import type { BlockedAddress, SubscriberAuditEntry } from "~/.server/services/newsletter/newsletter";
import type { PostListPage } from "~/.server/services/posts/post-list";
import type { PendingReview } from "~/.server/services/posts/post-review";
import type { TrashedPost } from "~/.server/services/posts/post-trash";
import type { ActionResult } from "./action-result";
import type { InboxFilter, NotificationSettings, subscriberFilterSchema } from "./schemas/inbox";
import type { AnalyticsOverview } from "./schemas/post";
import type { PostListQuery } from "./schemas/post-list";
import type { z } from "zod/mini";

/**
 * What each CMS page's loader gives its components and its action answers (ADR 0030): components
 * take their types from here, never from a route module (no import circles);
 * tests/unit/cms-page-types.test.ts checks each action's answer against its type.
 */

/** /cms/posts */
export type PostListData = { query: PostListQuery; list: PostListPage; trashCount: number };
/** A post row's Publish, Unpublish or Delete (to the Trash). */
export type PostRowAnswer = ActionResult<
  { intent: "publish" | "unpublish"; title: string } | { intent: "delete"; title: null }
>;

/** /cms/posts/trash */
export type TrashData = { posts: TrashedPost[]; trashDays: number };
export type TrashAnswer = ActionResult<{ intent: "restore" | "delete-forever"; title: string }>;

/** /cms/dashboard: each count only for the roles that may open what it counts. */
export type OverviewData = {
  analytics: AnalyticsOverview;
  inboxStats: InboxStats | null;
  siteAnalytics: Totals | null;
  speedToLead?: SpeedToLeadWeek[] | null;
  /** Drafts waiting for review, for those who review them ("posts.review"); null for the others. */
  pendingReview: PendingReview[] | null;
};

/** /cms/settings */
export type SettingsData = {
  otherSessions: number;
  notifications: NotificationSettings | null;
  /** Only for roles that manage settings: whether two-step sign-in is required of everyone. */
  twoStep: { required: boolean } | null;
  /** Whether the signed-in account's two-step sign-in is on (a password change then asks for a code). */
  secondStep: boolean;
};
export type SettingsAnswer = ActionResult<
  | { intent: "change-password"; otherSessionsEnded: number }
  | { intent: "end-other-sessions"; ended: number }
  | { intent: "save-notifications" | "save-business" | "save-time-zone" }
  | { intent: "save-two-step"; required: boolean }
>;

/** /cms/settings/webhooks: adding an endpoint answers its secret, shown this once. */
export type WebhooksAnswer = ActionResult<
  | { intent: "add"; secret: string; url: string; message: string }
  | { intent: "test" | "remove" | "enable" | "disable"; message: string },
  { intent: string }
>;

/** /cms/media */
export type MediaAnswer = ActionResult<
  | { intent: "upload"; uploaded: string[] }
  | { intent: "alt"; id: string; message: string }
  | { intent: "delete"; message: string }
>;

/** /cms/inbox: the leads and orders, or (?view=subscribers) the newsletter's subscribers. */
export type SubscribersData = {
  view: "subscribers";
  filter: z.output<typeof subscriberFilterSchema>;
  subscribers: Subscriber[];
  blocked: BlockedAddress[];
  audit: SubscriberAuditEntry[];
};
export type InboxListData = InboxPage & {
  view: InboxFilter["view"];
  filter: InboxFilter;
  open: OpenEntry | null;
  /** Who is looking (for "assigned to you"), and what they may do to a lead. */
  viewer: { id: string; mayAssign: boolean; mayNote: boolean };
};
/** The open entry: a lead also has its notes and the colleagues it can be given to. */
export type OpenEntry = {
  item: InboxItem;
  history: InboxEvent[];
  notes: LeadNote[];
  assignable: Assignable[];
};
/** The inbox's spam moves and subscriber changes, by intent; a refused import lists its bad rows. */
export type InboxAnswer = ActionResult<
  { intent?: string },
  { intent?: string; badRows?: { line: number; reason: string }[] }
>;
