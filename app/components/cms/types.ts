import type { AnalyticsOverview, CmsPost } from "~/lib/schemas/post";

/** What the dashboard loader gives every tab. */
export type DashboardData = {
  user: { username: string };
  posts: CmsPost[];
  analytics: AnalyticsOverview;
  otherSessions: number;
};

/** What a tab can ask the dashboard to do. */
export type DashboardActions = {
  newPost(): void;
  editPost(post: CmsPost): void;
  /** Reloads the dashboard data (posts, analytics) after a change. */
  refresh(): void;
};

export type DashboardTabProps = { data: DashboardData; actions: DashboardActions };
