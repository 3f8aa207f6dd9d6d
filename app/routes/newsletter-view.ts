import { notFound } from "~/lib/route-errors";
import { UNSUBSCRIBE_MARKER, absoluteUrl } from "~/.server/mail/newsletter/mail-render";
import { getConfig } from "~/.server/config";
import { sendBrowserCopy } from "~/.server/services/newsletter/newsletter-sends";
import { escapeHtml } from "~/lib/markup-escape";
import type { Route } from "./+types/newsletter-view";

/** "View in your browser" of an email-only newsletter, without anybody's unsubscribe token. */
export async function loader({ params }: Route.LoaderArgs) {
  const html = await sendBrowserCopy(params.id);
  if (!html) notFound();
  const unsubscribe = escapeHtml(absoluteUrl("/newsletter/unsubscribe", getConfig().PUBLIC_URL));
  return new Response(html.replaceAll(UNSUBSCRIBE_MARKER, unsubscribe), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "X-Robots-Tag": "noindex",
    },
  });
}
