import { CheckCircle2, type LucideIcon, TriangleAlert } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { confirmPage, unsubscribePage } from "~/content/newsletter";

/**
 * The mailed link's token is in the URL: kept out of caches and of Referer headers sent to other
 * sites ("no-referrer" would send `Origin: null` and the button's POST be refused as cross-site).
 */
export const newsletterNoticeHeaders = () => ({
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
});

/**
 * The newsletter confirm and unsubscribe pages: one centered card per state of the mailed link.
 * "valid" shows the button that acts (a GET never does: mail scanners follow links), with the
 * page's hidden fields; "done" and "invalid" lead back to the blog.
 */
export function NewsletterNotice({
  state,
  copy,
  icon: Icon,
  hidden,
  variant,
}: {
  state: "valid" | "done" | "invalid";
  copy: typeof confirmPage | typeof unsubscribePage;
  /** The icon of the "valid" state (the other two are fixed). */
  icon: LucideIcon;
  hidden: Record<string, string>;
  variant?: "secondary";
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container-page section">
      <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-card sm:p-12">
        {state === "valid" ? (
          <Icon aria-hidden className="mx-auto size-12 text-brand-700" />
        ) : state === "done" ? (
          <CheckCircle2 aria-hidden className="mx-auto size-12 text-success-600" />
        ) : (
          <TriangleAlert aria-hidden className="mx-auto size-12 text-ember-600" />
        )}
        <h1 className="mt-4 text-3xl font-extrabold">{copy[state].title}</h1>
        <p className="mt-4 text-ink-soft">{copy[state].text}</p>
        {state === "valid" ? (
          <Form method="post" className="mt-8">
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" size="lg" variant={variant} disabled={busy}>
              {busy ? copy.valid.submitting : copy.valid.submit}
            </Button>
          </Form>
        ) : (
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link discover="none" to="/blog">
              {copy[state].link}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
