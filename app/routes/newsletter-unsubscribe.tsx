import { CheckCircle2, MailX, TriangleAlert } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { unsubscribe, unsubscribeState } from "~/.server/services/newsletter";
import { Button } from "~/components/ui/button";
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
  const form = await request.formData().catch(() => new FormData());
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  return { state: await unsubscribe(token) };
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page section">
      <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-card sm:p-12">
        {state === "valid" ? (
          <>
            <MailX aria-hidden className="mx-auto size-12 text-brand-700" />
            <h1 className="mt-4 text-3xl font-extrabold">Unsubscribe from the newsletter</h1>
            <p className="mt-4 text-ink-soft">
              Press the button and we will stop sending you the Marketing Hub newsletter.
            </p>
            <Form method="post" className="mt-8">
              <input type="hidden" name="token" value={loaderData.token} />
              <Button type="submit" size="lg" variant="secondary" disabled={busy}>
                {busy ? "Unsubscribing..." : "Unsubscribe"}
              </Button>
            </Form>
          </>
        ) : state === "done" ? (
          <>
            <CheckCircle2 aria-hidden className="mx-auto size-12 text-success-600" />
            <h1 className="mt-4 text-3xl font-extrabold">You're unsubscribed</h1>
            <p className="mt-4 text-ink-soft">
              You will not receive the newsletter any more. Changed your mind? You can subscribe again from
              the blog at any time.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link to="/blog">Back to Blog</Link>
            </Button>
          </>
        ) : (
          <>
            <TriangleAlert aria-hidden className="mx-auto size-12 text-ember-600" />
            <h1 className="mt-4 text-3xl font-extrabold">This link is not valid</h1>
            <p className="mt-4 text-ink-soft">
              The unsubscribe link is incomplete or no longer valid. Use the link in the most recent mail we
              sent you, or reply to it and we will remove you by hand.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link to="/blog">Back to Blog</Link>
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
