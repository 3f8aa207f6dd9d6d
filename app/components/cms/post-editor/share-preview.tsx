import type { ActionResult } from "~/lib/action-result";
import { Check, Copy, Link2, Loader2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useSiteDates } from "~/lib/site-dates";
import { Panel } from "../kit";

/** What POST /cms/posts/:id/preview-link answers (routes/cms.post-preview-link.ts). */
type LinkAnswer = ActionResult<{ url: string; expiresAt: string }>;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Share preview": a signed link showing this post, draft or scheduled, to someone without a CMS
 * account, copied and shown with its expiry (selected for copying by hand if the clipboard refuses).
 */
export function SharePreview({ postId }: { postId: string }) {
  const dates = useSiteDates();
  const fetcher = useFetcher<LinkAnswer>();
  const [copied, setCopied] = useState<boolean | null>(null);
  const inputId = useId();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const url = answer?.ok ? answer.url : null;

  // A new link is copied as soon as it arrives (the press that asked for it is the user's intent).
  useEffect(() => {
    if (!url) return;
    let current = true;
    void copy(url).then((done) => {
      if (current) setCopied(done);
    });
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <Panel title="Share preview">
      <p className="mt-1 text-xs text-muted">
        A link that shows this post as it is saved, to someone without a CMS account.
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3 w-full"
        disabled={fetcher.state !== "idle"}
        onClick={() => {
          setCopied(null);
          void fetcher.submit(null, {
            method: "post",
            action: `/cms/posts/${encodeURIComponent(postId)}/preview-link`,
            // Nothing another loader shows changes: the editor's own state must not be reloaded.
            defaultShouldRevalidate: false,
          });
        }}
      >
        {fetcher.state !== "idle" ? <Loader2 className="animate-spin" aria-hidden /> : <Link2 aria-hidden />}
        {url ? "New preview link" : "Share preview"}
      </Button>
      {answer && !answer.ok ? (
        <p role="alert" className="mt-2 text-xs text-danger-600">
          {answer.message}
        </p>
      ) : null}
      {answer?.ok ? (
        <div className="mt-3 grid gap-1.5">
          <label htmlFor={inputId} className="text-xs font-medium text-ink-soft">
            Preview link
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              readOnly
              value={answer.url}
              height="sm"
              className="min-w-0 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label="Copy preview link"
              onClick={() => void copy(answer.url).then(setCopied)}
            >
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            </Button>
          </div>
          <p role="status" className="text-xs text-muted">
            {copied === true ? "Copied. " : copied === false ? "Copy the link above. " : ""}
            Expires <time dateTime={answer.expiresAt}>{dates.dateTime(answer.expiresAt)}</time>.
          </p>
        </div>
      ) : null}
    </Panel>
  );
}
