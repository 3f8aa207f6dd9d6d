import { Badge } from "~/components/ui/badge";

export type SpamCounts = { spam: number; possibleLeads: number };

/** Possible leads waiting for a look (spam only the time check flagged, last 30 days). */
export function PossibleLeadsBadge({ count }: { count: number }) {
  return (
    <Badge
      variant="ember"
      className="tabular-nums"
      data-testid="possible-lead-count"
      title={`${count} possible ${count === 1 ? "lead" : "leads"} to review`}
    >
      {count}
      <span className="sr-only"> possible {count === 1 ? "lead" : "leads"} to review</span>
    </Badge>
  );
}

/** The Spam view's count in its link: entries of the last 30 days, and the possible leads among them. */
export function SpamCount({ counts }: { counts: SpamCounts }) {
  return (
    <>
      <Badge
        variant="neutral"
        className="tabular-nums"
        data-testid="spam-count"
        title={`${counts.spam} in the last 30 days`}
      >
        {counts.spam}
        <span className="sr-only"> in the last 30 days</span>
      </Badge>
      {counts.possibleLeads > 0 ? <PossibleLeadsBadge count={counts.possibleLeads} /> : null}
    </>
  );
}
