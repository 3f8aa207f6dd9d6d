import { CalendarClock, FileText, FolderOpen, Globe, Tags } from "lucide-react";
import { displayTitle } from "~/lib/posts";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { AnalyticsSummary } from "./analytics/analytics-summary";
import { InboxOverview } from "./inbox-overview";
import { SpeedToLeadCard } from "./speed-to-lead-card";
import { CardHead, StatCard } from "./kit";
import { StatusBadge } from "./status-badge";
import type { OverviewData } from "~/lib/cms-pages";
import { useSiteDates } from "~/lib/site-dates";

/** Spec 2.16 Overview: four counts and the 5 most recent posts. */
export function OverviewSection({
  analytics,
  inboxStats,
  siteAnalytics,
  speedToLead,
  pendingReview,
}: OverviewData) {
  const dates = useSiteDates();
  const cards = [
    {
      label: "Total Posts",
      value: analytics.totalPosts,
      icon: FileText,
      note: `${analytics.draftPosts} draft${analytics.draftPosts === 1 ? "" : "s"}`,
    },
    {
      label: "Published",
      value: analytics.publishedPosts,
      icon: Globe,
      note: `${analytics.scheduledPosts} scheduled`,
    },
    { label: "Categories", value: analytics.totalCategories, icon: FolderOpen, note: "across all posts" },
    { label: "Total Tags", value: analytics.totalTags, icon: Tags, note: "across all posts" },
  ];
  return (
    <div className="grid grid-cols-1 gap-6">
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Blog statistics">
        {cards.map((card) => (
          <li key={card.label}>
            <StatCard label={card.label} icon={card.icon} value={card.value}>
              <span className="text-xs text-muted">{card.note}</span>
            </StatCard>
          </li>
        ))}
      </ul>

      {pendingReview && pendingReview.length > 0 ? (
        <Card>
          <CardHead title="Pending review" note="Drafts waiting for an Editor" />
          <ul className="divide-y divide-slate-100" aria-label="Pending review">
            {pendingReview.map((post) => (
              <PostLine key={post.id} post={post} status="pending">
                {post.author} · submitted{" "}
                <time dateTime={post.requestedAt}>{dates.dateTime(post.requestedAt)}</time>
              </PostLine>
            ))}
          </ul>
        </Card>
      ) : null}

      {siteAnalytics ? <AnalyticsSummary totals={siteAnalytics} /> : null}

      {inboxStats ? <InboxOverview stats={inboxStats} /> : null}

      {speedToLead ? <SpeedToLeadCard weeks={speedToLead} /> : null}

      <Card>
        <CardHead title="Recent posts" note="Latest 5 by publish date" />
        {analytics.recentPosts.length === 0 ? (
          <p className="px-6 py-10 text-center text-sm text-muted">No posts yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Recent posts">
            {analytics.recentPosts.map((post) => (
              <PostLine key={post.id} post={post} status={post.status}>
                {post.status === "scheduled" ? <CalendarClock className="size-3.5" aria-hidden /> : null}
                {post.author} ·{" "}
                {post.status === "scheduled" ? (
                  <time dateTime={post.publishedAt}>{dates.dateTime(post.publishedAt)}</time>
                ) : (
                  dates.date(post.publishedAt)
                )}
              </PostLine>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** A post in one of the dashboard's lists: its title (to the editor), a line about it, its status. */
function PostLine({
  post,
  status,
  children,
}: {
  post: { id: string; title: string };
  status: ComponentProps<typeof StatusBadge>["status"];
  children: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 px-4 py-3.5 sm:px-6">
      <div className="min-w-0 flex-1">
        <Link
          to={`/cms/posts/${encodeURIComponent(post.id)}`}
          className="block max-w-full truncate font-semibold text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {displayTitle(post.title)}
        </Link>
        <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">{children}</p>
      </div>
      <StatusBadge status={status} />
    </li>
  );
}
