import type { ComponentProps } from "react";
import { Badge } from "~/components/ui/badge";

export type SpamCounts = { spam: number; possibleLeads: number };

/** A count whose meaning is its title, and read out after it. */
function CountBadge({
  count,
  says,
  ...props
}: ComponentProps<typeof Badge> & { count: number; says: string }) {
  return (
    <Badge className="tabular-nums" title={`${count} ${says}`} {...props}>
      {count}
      <span className="sr-only"> {says}</span>
    </Badge>
  );
}

/** Possible leads waiting for a look (spam only the time check flagged, last 30 days). */
export function PossibleLeadsBadge({ count }: { count: number }) {
  const says = `possible ${count === 1 ? "lead" : "leads"} to review`;
  return <CountBadge variant="ember" data-testid="possible-lead-count" count={count} says={says} />;
}

/** The Spam view's count in its link: entries of the last 30 days, and the possible leads among them. */
export function SpamCount({ counts }: { counts: SpamCounts }) {
  return (
    <>
      <CountBadge variant="neutral" data-testid="spam-count" count={counts.spam} says="in the last 30 days" />
      {counts.possibleLeads > 0 ? <PossibleLeadsBadge count={counts.possibleLeads} /> : null}
    </>
  );
}
