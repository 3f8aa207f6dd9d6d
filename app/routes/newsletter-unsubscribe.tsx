import { MailX } from "lucide-react";
import { readFormBody } from "~/.server/forms/form-body";
import { unsubscribe, unsubscribeState } from "~/.server/services/newsletter/newsletter";
import { NewsletterNotice, newsletterNoticeHeaders } from "~/components/blog/newsletter-notice";
import { unsubscribePage as copy } from "~/content/newsletter";
import { copyMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = copyMeta(copy, { noindex: true });

export const headers: Route.HeadersFunction = newsletterNoticeHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  return { token, send: query.get("send") ?? "", state: await unsubscribeState(token) };
}

/**
 * The page's button, and the RFC 8058 one-click POST a mail client sends to the
 * List-Unsubscribe URL (body `List-Unsubscribe=One-Click`, token in the query).
 */
export async function action({ request }: Route.ActionArgs) {
  // A one-click POST may come as multipart; an unreadable body still has the token in the query.
  const form = await readFormBody(request, { multipart: true }).catch(() => new FormData());
  const query = new URL(request.url).searchParams;
  const token = String(form.get("token") ?? query.get("token") ?? "");
  return { state: await unsubscribe(token, String(form.get("send") ?? query.get("send") ?? "")) };
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterNotice
      state={actionData?.state ?? loaderData.state}
      copy={copy}
      icon={MailX}
      hidden={{ token: loaderData.token, send: loaderData.send }}
      variant="secondary"
    />
  );
}
