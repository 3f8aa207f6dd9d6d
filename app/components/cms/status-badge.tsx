import { Badge } from "~/components/ui/badge";
import type { PostStatus } from "~/lib/schemas/post";

const labels: Record<PostStatus, string> = {
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
      {labels[status]}
    </Badge>
  );
}
