import { ArrowLeft, CheckCircle2, Receipt } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs, templateCrumbs } from "~/components/shop/breadcrumbs";
import { CheckoutForm } from "~/components/shop/checkout-form";
import { TemplateArt } from "~/components/shop/template-art";
import { checkoutPage } from "~/content/checkout";
import { findTemplate, formatPrice, productPage, purchaseIncludes } from "~/content/templates";
import { breadcrumbJsonLd } from "~/lib/json-ld";
import { pageMeta, publicUrlFrom } from "~/lib/meta";
import { notFound } from "~/lib/route-errors";
import type { Template } from "~/content/templates";
import type { Route } from "./+types/checkout";
import { requestValues } from "~/lib/request-context";

export async function loader({ params }: Route.LoaderArgs) {
  const { getCheckout } = await import("~/.server/services/orders/orders");
  const checkout = getCheckout(params.templateId);
  if (!checkout) notFound("product");
  const { label, checkoutNote, submitLabel } = checkout.payment;
  return { templateId: checkout.template.id, payment: { label, checkoutNote, submitLabel } };
}

/** The order form running script posts here too, asking for the action's answer as JSON. */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    const { answerScriptedOrders } = await import("~/.server/forms/checkout");
    return answerScriptedOrders((context) => requestValues(context).clientIp)(args, next);
  },
];

/** A plain form post (no JavaScript): validate, store, redirect to the confirmation. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { checkoutPageAction } = await import("~/.server/forms/checkout");
  return checkoutPageAction(request, params.templateId, requestValues(context).clientIp);
}

export const meta: Route.MetaFunction = (args) => {
  const template = findTemplate(args.loaderData?.templateId ?? undefined);
  return pageMeta(args, {
    title: template ? checkoutPage.title(template.name) : productPage.notFound.title,
    description: template ? checkoutPage.metaDescription(template.name) : productPage.notFound.text,
    noindex: true,
    jsonLd: template
      ? [breadcrumbJsonLd(publicUrlFrom(args.matches), templateCrumbs(template, checkoutPage.eyebrow))]
      : [],
  });
};

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  // The loader answered 404 for an unknown id, so the template exists.
  const template = findTemplate(loaderData.templateId) as Template;
  const payment = loaderData.payment;
  return (
    <>
      <section className="border-b border-slate-200 bg-slate-50">
        <div className="container-page py-4">
          <Breadcrumbs items={templateCrumbs(template, checkoutPage.eyebrow)} />
        </div>
      </section>
      <section className="section pt-8 sm:pt-10 lg:pt-12">
        <div className="container-page">
          <p className="eyebrow">{checkoutPage.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {checkoutPage.title(template.name)}
          </h1>
          <p className="mt-3 text-lg text-ink-soft">{checkoutPage.intro}</p>
        </div>
        <div className="container-page mt-8 grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-12">
          <div className="order-2 lg:order-1">
            <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
              <CheckoutForm template={template} payment={payment} serverResult={actionData} />
            </div>
            <Link
              discover="none"
              to={`/product/${template.id}`}
              className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden />
              {checkoutPage.back}
            </Link>
          </div>

          <aside className="order-1 lg:order-2" aria-labelledby="order-summary">
            <div className="rounded-3xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24">
              <h2 id="order-summary" className="text-lg font-bold">
                {checkoutPage.summaryTitle}
              </h2>
              <div className="mt-4 flex items-center gap-4">
                <div className="w-28 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white p-1 sm:w-36">
                  <TemplateArt template={template} width={144} height={90} decorative className="rounded" />
                </div>
                <div>
                  <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                    {checkoutPage.templateLabel}
                  </p>
                  <p className="font-bold text-ink">{template.name}</p>
                  <p className="text-sm text-muted">{template.category}</p>
                </div>
              </div>
              <dl className="mt-5 flex items-baseline justify-between border-t border-slate-200 pt-4">
                <dt className="font-semibold">{checkoutPage.totalLabel}</dt>
                <dd className="font-display text-2xl font-extrabold">{formatPrice(template.price)}</dd>
              </dl>
              <h3 className="mt-6 text-sm font-bold">{checkoutPage.includesTitle}</h3>
              <ul className="mt-3 grid gap-2">
                {purchaseIncludes.map((item) => (
                  <li key={item} className="flex gap-2 text-sm text-ink-soft">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <Receipt className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <div>
                  <h3 className="text-sm font-bold">
                    {checkoutPage.paymentTitle}: {payment.label}
                  </h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-soft">{payment.checkoutNote}</p>
                </div>
              </div>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
