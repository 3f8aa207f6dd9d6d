import { Palette, Rocket, ShoppingCart } from "lucide-react";
import { useSearchParams } from "react-router";
import { FilterChips, filterItem, filterOnly } from "~/components/marketing/filter-chips";
import { QuickContactWidget } from "~/components/forms/quick-contact-widget";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHero } from "~/components/sections/page-hero";
import { LinkButton, Section } from "~/components/sections/section";
import { OrderDialog } from "~/components/shop/order-dialog";
import { TemplateCard } from "~/components/shop/template-card";
import {
  allCategory,
  categorySlug,
  howItWorksSteps,
  productFaqs,
  productsPage,
  templateCategories,
  templates,
} from "~/content/templates";
import { faqJsonLd } from "~/lib/faq-jsonld";
import { copyMeta } from "~/lib/meta";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = copyMeta(productsPage, {
  path: "/products",
  jsonLd: [faqJsonLd(productFaqs)],
});

/** Runs at build time (prerendered) and for filtered URLs: only how paying works, for the order dialog. */
export async function loader() {
  const { getPaymentProvider } = await import("~/.server/services/orders/payments");
  const { label, checkoutNote, submitLabel } = getPaymentProvider().copy;
  return { payment: { label, checkoutNote, submitLabel } };
}

const stepIcons = [ShoppingCart, Palette, Rocket];

export default function Page({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("category") || allCategory.slug;
  const selected = templateCategories.find((category) => category.slug === requested) ?? allCategory;
  const countOf = (slug: string) =>
    slug === allCategory.slug
      ? templates.length
      : templates.filter((template) => categorySlug(template.category) === slug).length;

  return (
    <>
      <PageHero
        eyebrow={productsPage.hero.eyebrow}
        title={productsPage.hero.title}
        intro={productsPage.hero.intro}
      />

      {/* Every card is rendered; the chips' CSS shows the chosen category's (ADR 0019). */}
      <section id="templates" className="section" aria-labelledby="templates-heading">
        <div className="container-page">
          <h2 id="templates-heading" className="sr-only">
            {productsPage.gridTitle}
          </h2>
          <FilterChips
            options={templateCategories.map((category) => ({ id: category.slug, label: category.label }))}
            selected={selected.slug}
            basePath="/products"
            scope="templates"
            label={productsPage.filterLabel}
          />
          <p className="mt-4 text-center text-sm text-muted" aria-live="polite">
            {templateCategories.map((category) => {
              const count = countOf(category.slug);
              return (
                <span key={category.slug} {...filterOnly(category.slug)}>
                  {category.slug === allCategory.slug
                    ? productsPage.showingAll(count)
                    : productsPage.showingCategory(count, category.label)}
                </span>
              );
            })}
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={productsPage.gridTitle}>
            {templates.map((template) => (
              <li key={template.id} className="flex" {...filterItem(categorySlug(template.category))}>
                <TemplateCard template={template} />
              </li>
            ))}
          </ul>
          {/* One order dialog for every card: 'Purchase Now' fills it (order-dialog.tsx). */}
          {templates[0] ? <OrderDialog template={templates[0]} payment={loaderData.payment} /> : null}
        </div>
      </section>

      <section className="pb-16 sm:pb-20 lg:pb-24">
        <div className="container-page">
          <div className="relative overflow-hidden rounded-3xl bg-brand-950 px-6 py-10 text-white shadow-lift sm:px-12 sm:py-14">
            <div
              aria-hidden
              className="absolute inset-0 bg-[radial-gradient(36rem_18rem_at_100%_0%,rgb(248_99_16/0.35),transparent)]"
            />
            <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
              <div className="max-w-2xl">
                <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
                  {productsPage.customBanner.title}
                </h2>
                <p className="mt-3 leading-relaxed text-brand-100">{productsPage.customBanner.text}</p>
              </div>
              <LinkButton
                size="lg"
                variant="inverse"
                className="shrink-0"
                to={productsPage.customBanner.to}
                label={productsPage.customBanner.cta}
              />
            </div>
          </div>
        </div>
      </section>

      <Section
        className="border-t border-slate-200"
        heading={{ eyebrow: productsPage.howItWorks.eyebrow, title: productsPage.howItWorks.title }}
      >
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {howItWorksSteps.map((step, index) => {
            const Icon = stepIcons[index] ?? Rocket;
            return (
              <li
                key={step.title}
                className="relative rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-ember-50 text-ember-700">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <span className="font-display text-sm font-bold tracking-wide text-muted uppercase">
                    {productsPage.howItWorks.stepPrefix}
                    {index + 1}
                  </span>
                </div>
                <h3 className="mt-4 text-xl font-bold text-ink">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{step.description}</p>
              </li>
            );
          })}
        </ol>
      </Section>

      <FaqSection faqs={productFaqs} title={productsPage.faqTitle} />
      <QuickContactWidget />
    </>
  );
}
