import { Badge } from "~/components/ui/badge";
import type { PostStatus } from "~/lib/schemas/post";

export const postStatusLabels: Record<PostStatus, string> = {
  published: "Published",
  draft: "Draft",
  scheduled: "Scheduled",
  pending: "Pending review",
};
const variants = {
  published: "success",
  draft: "neutral",
  scheduled: "warning",
  pending: "warning",
} as const;

export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <Badge variant={variants[status]} data-status={status}>
      {postStatusLabels[status]}
    </Badge>
  );
}
