import { CheckCircle2, MailCheck, TriangleAlert } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { readFormData } from "~/.server/forms/form-body";
import { confirmationState, confirmSubscription } from "~/.server/services/newsletter/newsletter";
import { Button } from "~/components/ui/button";
import { NewsletterNotice } from "~/components/blog/newsletter-notice";
import { confirmPage as copy } from "~/content/newsletter";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: copy.metaTitle,
    description: copy.metaDescription,
    noindex: true,
  });

/**
 * The token is in the URL: keep it out of caches and of Referer headers sent to other sites
 * ("same-origin", not "no-referrer": that would send `Origin: null` and the button POST
 * would be refused as cross-site).
 */
export const headers: Route.HeadersFunction = () => ({
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
});

/** Opening the mailed link only shows a button: a GET never confirms (mail scanners follow links). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, state: await confirmationState(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  const state = await confirmSubscription(token);
  return { state };
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const busy = useNavigation().state === "submitting";
  if (state === "valid") {
    return (
      <NewsletterNotice
        icon={<MailCheck aria-hidden className="mx-auto size-12 text-brand-700" />}
        title={copy.valid.title}
        text={copy.valid.text}
      >
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" size="lg" disabled={busy}>
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
