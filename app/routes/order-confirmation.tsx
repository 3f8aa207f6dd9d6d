import { CheckCircle2, Home, LayoutTemplate, Mail, Phone } from "lucide-react";
import { TemplateArt } from "~/components/shop/template-art";
import { LinkButton } from "~/components/sections/section";
import { confirmationPage } from "~/content/checkout";
import { useBusiness } from "~/lib/site-settings";
import { useSiteDates } from "~/lib/site-dates";
import { findTemplate } from "~/content/templates";
import { pageMeta } from "~/lib/meta";
import { notFound } from "~/lib/route-errors";
import type { Route } from "./+types/order-confirmation";

export async function loader({ params }: Route.LoaderArgs) {
  const { findOrderByToken } = await import("~/.server/services/orders/orders");
  const order = await findOrderByToken(params.token);
  if (!order) notFound();
  return { order };
}

/** The token is the only key to this page: never cache it in shared caches or leak it onwards. */
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData
      ? confirmationPage.metaTitle(args.loaderData.order.orderNumber)
      : confirmationPage.metaFallbackTitle,
    description: confirmationPage.metaDescription,
    path: "/orders",
    noindex: true,
  });

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);

export default function Page({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const dates = useSiteDates();
  const { order } = loaderData;
  const template = findTemplate(order.templateId);
  const steps = confirmationPage.steps.map((step, index) =>
    index === 0 ? { ...step, text: order.payment.nextStep } : step,
  );
  return (
    <section className="section bg-slate-50">
      <div className="container-page max-w-4xl">
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-success-600">
            <CheckCircle2 className="size-9" aria-hidden />
          </span>
          <p className="eyebrow mt-5">{confirmationPage.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {confirmationPage.title(order.firstName)}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-soft">
            {confirmationPage.intro(order.templateName)}
          </p>
        </div>

        <div className="mt-10 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-card">
          <div className="flex flex-col items-center justify-between gap-2 bg-brand-950 px-6 py-5 text-white sm:flex-row">
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
              {confirmationPage.orderNumberLabel}
            </p>
            <p className="font-mono text-2xl font-bold tracking-wider" data-testid="order-number">
              {order.orderNumber}
            </p>
          </div>
          <div className="grid gap-6 p-6 sm:grid-cols-[12rem_1fr] sm:p-8">
            {template ? (
              <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50 p-1.5">
                <TemplateArt template={template} width={192} height={120} decorative className="rounded-lg" />
              </div>
            ) : null}
            <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
              <div>
                <dt className="text-muted">{confirmationPage.templateLabel}</dt>
                <dd className="mt-0.5 font-semibold text-ink">
                  {order.templateName}
                  {order.category ? (
                    <span className="font-normal text-muted"> · {order.category}</span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt className="text-muted">{confirmationPage.priceLabel}</dt>
                <dd className="mt-0.5 font-semibold text-ink">{money(order.priceCents, order.currency)}</dd>
              </div>
              <div>
                <dt className="text-muted">{confirmationPage.businessLabel}</dt>
                <dd className="mt-0.5 font-semibold break-words text-ink">{order.company}</dd>
              </div>
              <div>
                <dt className="text-muted">{confirmationPage.placedLabel}</dt>
                <dd className="mt-0.5 font-semibold text-ink">{dates.date(order.placedAt)}</dd>
              </div>
            </dl>
          </div>
          <p className="flex items-center gap-2 border-t border-slate-200 px-6 py-4 text-sm text-ink-soft sm:px-8">
            <Mail className="size-4 shrink-0 text-brand-700" aria-hidden />
            {confirmationPage.mailSent(order.maskedEmail)}
          </p>
        </div>

        <div className="mt-10">
          <h2 className="text-2xl font-extrabold tracking-tight">{confirmationPage.nextStepsTitle}</h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
                <span className="flex size-9 items-center justify-center rounded-full bg-ember-50 font-display font-bold text-ember-700">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-bold text-ink">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-soft">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>

        <div className="mt-10 flex flex-col items-center justify-between gap-6 rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:p-8">
          <div>
            <p className="font-bold text-ink">{confirmationPage.questions}</p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a
                href={business.phoneHref}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                <Phone className="size-4" aria-hidden />
                {business.phone}
              </a>
              <a
                href={business.emailHref}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                <Mail className="size-4" aria-hidden />
                {business.email}
              </a>
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <LinkButton variant="outline" to="/" icon={Home} label={confirmationPage.home} />
            <LinkButton
              variant="secondary"
              to="/products"
              icon={LayoutTemplate}
              label={confirmationPage.browse}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
