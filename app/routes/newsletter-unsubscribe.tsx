import { CheckCircle2, MailX, TriangleAlert } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { readFormBody } from "~/.server/forms/form-body";
import { unsubscribe, unsubscribeState } from "~/.server/services/newsletter";
import { Button } from "~/components/ui/button";
import { NewsletterNotice } from "~/components/blog/newsletter-notice";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Unsubscribe",
    description: "Unsubscribe from the Marketing Hub newsletter.",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
});

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, state: await unsubscribeState(token) };
}

/**
 * The page's button, and the RFC 8058 one-click POST a mail client sends to the
 * List-Unsubscribe URL (body `List-Unsubscribe=One-Click`, token in the query).
 */
export async function action({ request }: Route.ActionArgs) {
  // A one-click POST may come as multipart; an unreadable body still has the token in the query.
  const form = await readFormBody(request, { multipart: true }).catch(() => new FormData());
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  return { state: await unsubscribe(token) };
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const busy = useNavigation().state === "submitting";
  if (state === "valid") {
    return (
      <NewsletterNotice
        icon={<MailX aria-hidden className="mx-auto size-12 text-brand-700" />}
        title="Unsubscribe from the newsletter"
        text="Press the button and we will stop sending you the Marketing Hub newsletter."
      >
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" size="lg" variant="secondary" disabled={busy}>
            {busy ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
        </Form>
      </NewsletterNotice>
    );
  }
  if (state === "done") {
    return (
      <NewsletterNotice
        icon={<CheckCircle2 aria-hidden className="mx-auto size-12 text-success-600" />}
        title="You're unsubscribed"
        text="You will not receive the newsletter any more. Changed your mind? You can subscribe again from the blog at any time."
      >
        <Button asChild size="lg" variant="secondary" className="mt-8">
          <Link to="/blog">Back to Blog</Link>
        </Button>
      </NewsletterNotice>
    );
  }
  return (
    <NewsletterNotice
      icon={<TriangleAlert aria-hidden className="mx-auto size-12 text-ember-600" />}
      title="This link is not valid"
      text="The unsubscribe link is incomplete or no longer valid. Use the link in the most recent mail we sent you, or reply to it and we will remove you by hand."
    >
      <Button asChild size="lg" variant="secondary" className="mt-8">
        <Link to="/blog">Back to Blog</Link>
      </Button>
    </NewsletterNotice>
  );
}
