import { CheckCircle2, MailX, TriangleAlert } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { readFormBody } from "~/.server/forms/form-body";
import { unsubscribe, unsubscribeState } from "~/.server/services/newsletter/newsletter";
import { Button } from "~/components/ui/button";
import { NewsletterNotice } from "~/components/blog/newsletter-notice";
import { unsubscribePage as copy } from "~/content/newsletter";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: copy.metaTitle,
    description: copy.metaDescription,
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
});

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
  const state = actionData?.state ?? loaderData.state;
  const busy = useNavigation().state === "submitting";
  if (state === "valid") {
    return (
      <NewsletterNotice
        icon={<MailX aria-hidden className="mx-auto size-12 text-brand-700" />}
        title={copy.valid.title}
        text={copy.valid.text}
      >
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={loaderData.token} />
          <input type="hidden" name="send" value={loaderData.send} />
          <Button type="submit" size="lg" variant="secondary" disabled={busy}>
            {busy ? copy.valid.submitting : copy.valid.submit}
          </Button>
        </Form>
      </NewsletterNotice>
    );
  }
  if (state === "done") {
    return (
      <NewsletterNotice
        icon={<CheckCircle2 aria-hidden className="mx-auto size-12 text-success-600" />}
        title={copy.done.title}
        text={copy.done.text}
      >
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link to="/blog">{copy.done.link}</Link>
        </Button>
      </NewsletterNotice>
    );
  }
  return (
    <NewsletterNotice
      icon={<TriangleAlert aria-hidden className="mx-auto size-12 text-ember-600" />}
      title={copy.invalid.title}
      text={copy.invalid.text}
    >
      <Button asChild size="lg" variant="secondary" className="mt-8">
        <Link to="/blog">{copy.invalid.link}</Link>
      </Button>
    </NewsletterNotice>
  );
}
