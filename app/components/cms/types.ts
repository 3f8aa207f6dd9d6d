import type { AnalyticsOverview, CmsPost } from "~/lib/schemas/post";

/** What a section can ask for. */
export type DashboardActions = {
  newPost(): void;
  editPost(post: Pick<CmsPost, "id">): void;
  /** Reloads the page's loader data after a change. */
  refresh(): void;
};

export type OverviewTabProps = { data: { analytics: AnalyticsOverview }; actions: DashboardActions };
export type PostsTabProps = { data: { posts: CmsPost[] }; actions: DashboardActions };
export type SettingsTabProps = { data: { otherSessions: number }; actions: DashboardActions };
