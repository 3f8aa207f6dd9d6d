import { Check, ExternalLink, MessageCircleQuestion, Phone, Plus } from "lucide-react";
import { CheckList, LinkButton, Section } from "~/components/sections/section";
import { Stars } from "~/components/sections/stars";
import { Breadcrumbs, templateCrumbs } from "~/components/shop/breadcrumbs";
import { OptionSwitch, SwitchOption, SwitchPanel } from "~/components/shop/option-switch";
import { PurchaseButton } from "~/components/shop/purchase-button";
import { TemplateArt } from "~/components/shop/template-art";
import { RelatedTemplateCard } from "~/components/shop/template-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useBusiness } from "~/lib/site-settings";
import {
  customizationOf,
  findTemplate,
  formatPrice,
  productPage,
  purchaseIncludes,
  relatedTemplates,
  specificationsOf,
  type Template,
} from "~/content/templates";
import { breadcrumbJsonLd, productJsonLd } from "~/lib/json-ld";
import { pageMeta, publicUrlFrom } from "~/lib/meta";
import { notFound } from "~/lib/route-errors";
import type { Route } from "./+types/product";

export async function loader({ params }: Route.LoaderArgs) {
  const template = findTemplate(params.id);
  if (!template) notFound("product");
  const { getPaymentProvider } = await import("~/.server/services/orders/payments");
  const { label, checkoutNote, submitLabel } = getPaymentProvider().copy;
  return { templateId: template.id, payment: { label, checkoutNote, submitLabel } };
}

export const meta: Route.MetaFunction = (args) => {
  const template = findTemplate(args.loaderData?.templateId ?? undefined);
  if (!template)
    return pageMeta(args, {
      title: productPage.notFound.title,
      description: productPage.notFound.text,
      noindex: true,
    });
  return pageMeta(args, {
    title: productPage.metaTitle(template.name),
    description: template.description,
    type: "product",
    jsonLd: [
      productJsonLd(publicUrlFrom(args.matches), template),
      breadcrumbJsonLd(publicUrlFrom(args.matches), templateCrumbs(template)),
    ],
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  // The loader answered 404 for an unknown id, so the template exists.
  const template = findTemplate(loaderData.templateId) as Template;
  // Keyed by id so moving to another template starts again on its main image.
  return <ProductDetail key={template.id} template={template} payment={loaderData.payment} />;
}

function ProductDetail({
  template,
  payment,
}: {
  template: Template;
  payment: Route.ComponentProps["loaderData"]["payment"];
}) {
  const business = useBusiness();
  const images = [template.image, ...template.detailImages];
  const tabs = [
    { label: productPage.tabs.description, content: <DescriptionTab template={template} /> },
    { label: productPage.tabs.specifications, content: <SpecificationsTab template={template} /> },
    { label: productPage.tabs.customization, content: <CustomizationTab template={template} /> },
    { label: productPage.tabs.reviews, content: <ReviewsTab template={template} /> },
  ];
  const related = relatedTemplates(template);

  return (
    <>
      <section className="border-b border-slate-200 bg-slate-50">
        <div className="container-page py-4">
          <Breadcrumbs items={templateCrumbs(template)} />
        </div>
      </section>

      <section className="section pt-8 sm:pt-10 lg:pt-12">
        <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-x-14 lg:gap-y-0">
          {/* A phone shows the name, price and Purchase Now first; from lg the gallery is on the left. */}
          <div className="lg:col-start-2 lg:row-start-1">
            <Badge>{template.category}</Badge>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{template.name}</h1>
            <p className="mt-3 font-display text-3xl font-extrabold text-ink">
              {formatPrice(template.price)}
              <span className="ml-2 align-middle text-sm font-medium text-muted">
                {productPage.priceNote}
              </span>
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <PurchaseButton template={template} payment={payment} size="lg" className="sm:flex-1" />
              {template.demoUrl ? (
                <Button asChild size="lg" variant="outline" className="sm:flex-1">
                  <a href={template.demoUrl} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden />
                    {productPage.demo}
                    <span className="sr-only">{productPage.newTabNote}</span>
                  </a>
                </Button>
              ) : null}
            </div>
          </div>

          {/* The large image shows the checked thumbnail, the main image first (spec 2.10). */}
          <OptionSwitch className="lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start">
            <div className="overflow-hidden rounded-3xl border border-slate-200 bg-slate-50 p-3 shadow-card sm:p-5">
              {images.map((image, index) => (
                <SwitchPanel key={image.label} index={index}>
                  <figure>
                    <TemplateArt
                      template={template}
                      image={image}
                      className="rounded-xl"
                      priority={index === 0}
                    />
                    <figcaption className="mt-3 text-center text-sm text-muted">
                      {template.name}: {image.label}
                    </figcaption>
                  </figure>
                </SwitchPanel>
              ))}
            </div>
            <div
              role="radiogroup"
              aria-label={productPage.gallery.label}
              className="mt-4 grid grid-cols-4 gap-2 sm:gap-3"
            >
              {images.map((image, index) => (
                <SwitchOption
                  key={image.label}
                  name={`template-view-${template.id}`}
                  index={index}
                  className="view-thumb"
                >
                  <TemplateArt
                    template={template}
                    image={image}
                    width={160}
                    height={100}
                    decorative
                    className="rounded-md"
                  />
                  {/* The name is the visible label (WCAG 2.5.3), shown from sm up and read everywhere. */}
                  <span className="sr-only">{productPage.gallery.showPrefix}</span>
                  <span className="view-thumb-label">{image.label}</span>
                </SwitchOption>
              ))}
            </div>
          </OptionSwitch>

          <div className="lg:col-start-2 lg:row-start-2 lg:mt-8">
            <p className="text-lg leading-relaxed text-ink-soft">{template.fullDescription}</p>

            <h2 className="mt-8 text-xl font-bold">{productPage.keyFeatures}</h2>
            <CheckList
              items={template.features}
              icon={Check}
              className="tick-list mt-4 grid gap-x-6 gap-y-2.5 sm:grid-cols-2 [&>li]:leading-relaxed"
            />

            <div className="mt-8 rounded-2xl border border-ember-200 bg-ember-50 p-6">
              <h2 className="font-bold text-ink">{productPage.includesTitle}</h2>
              <CheckList
                items={purchaseIncludes}
                className="tick-list mt-3 grid gap-2 [&_svg]:text-ember-600"
              />
            </div>
          </div>
        </div>
      </section>

      <section className="border-t border-slate-200 bg-slate-50 py-16 sm:py-20">
        <div className="container-page">
          {/* Four tabs as one radio group: each switches its panel at once, with or without script. */}
          <OptionSwitch className="mx-auto max-w-4xl">
            <div
              role="radiogroup"
              aria-label={productPage.tabsLabel}
              className="grid w-full grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex sm:w-auto"
            >
              {tabs.map((tab, index) => (
                <SwitchOption
                  key={tab.label}
                  name={`template-detail-${template.id}`}
                  index={index}
                  className="detail-tab"
                >
                  {tab.label}
                </SwitchOption>
              ))}
            </div>
            <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
              {tabs.map((tab, index) => (
                <SwitchPanel key={tab.label} index={index} role="region" aria-label={tab.label}>
                  {tab.content}
                </SwitchPanel>
              ))}
            </div>
          </OptionSwitch>
        </div>
      </section>

      <Section>
        <h2 className="text-3xl font-extrabold tracking-tight">{productPage.relatedTitle}</h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {related.map((other) => (
            <li key={other.id}>
              <RelatedTemplateCard template={other} />
            </li>
          ))}
        </ul>
      </Section>

      <section className="pb-16 sm:pb-20 lg:pb-24">
        <div className="container-page">
          <div className="flex flex-col gap-6 rounded-3xl border border-brand-100 bg-brand-50 p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
                <MessageCircleQuestion className="size-6" aria-hidden />
              </span>
              <div className="max-w-2xl">
                <h2 className="text-2xl font-extrabold tracking-tight">{productPage.help.title}</h2>
                <p className="mt-2 leading-relaxed text-ink-soft">{productPage.help.text}</p>
              </div>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <LinkButton
                size="lg"
                variant="secondary"
                to={productPage.help.to}
                label={productPage.help.cta}
                arrow={false}
              />
              <Button asChild size="lg" variant="outline">
                <a href={business.phoneHref}>
                  <Phone aria-hidden />
                  {business.phone}
                </a>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

function DescriptionTab({ template }: { template: Template }) {
  return (
    <div className="grid gap-8 md:grid-cols-[1.4fr_1fr]">
      <div>
        <h3 className="text-lg font-bold">
          {productPage.description.aboutPrefix}
          {template.name}
        </h3>
        <p className="mt-3 leading-relaxed text-ink-soft">{template.description}</p>
        <h3 className="mt-6 text-lg font-bold">{productPage.description.pagesTitle}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {template.pages.map((page) => (
            <li key={page}>
              <Badge variant="neutral" size="md">
                {page}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-xl bg-slate-50 p-5">
        <h3 className="font-bold">{productPage.description.bestForTitle}</h3>
        <CheckList items={template.bestFor} icon={Check} className="tick-list mt-3 grid gap-2" />
      </div>
    </div>
  );
}

function SpecificationsTab({ template }: { template: Template }) {
  return (
    <dl className="spec-list divide-y divide-slate-200">
      {specificationsOf(template).map((spec) => (
        <div key={spec.label}>
          <dt>{spec.label}</dt>
          <dd>{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CustomizationTab({ template }: { template: Template }) {
  return (
    <ul className="option-list grid gap-4 sm:grid-cols-2">
      {customizationOf(template).map((option) => (
        <li key={option.title}>
          <div>
            <h3>{option.title}</h3>
            <Badge variant={option.included ? "success" : "neutral"}>
              {option.included ? (
                <Check className="size-3" aria-hidden />
              ) : (
                <Plus className="size-3" aria-hidden />
              )}
              {option.included ? productPage.customization.included : productPage.customization.addOn}
            </Badge>
          </div>
          <p>{option.description}</p>
        </li>
      ))}
    </ul>
  );
}

function ReviewsTab({ template }: { template: Template }) {
  const average = template.reviews.reduce((sum, review) => sum + review.rating, 0) / template.reviews.length;
  const summary = productPage.reviewsSummary;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-display text-4xl font-extrabold">{average.toFixed(1)}</p>
        <div>
          <Stars rating={Math.round(average)} />
          <p className="text-sm text-muted">
            {summary.from}
            {template.reviews.length}
            {summary.verified}
            {template.reviews.length === 1 ? summary.buyer : summary.buyers}
          </p>
        </div>
      </div>
      <ul className="mt-6 grid gap-4">
        {template.reviews.map((review) => (
          <li key={review.name} className="rounded-xl border border-slate-200 p-5">
            <Stars rating={review.rating} />
            <blockquote className="mt-3 leading-relaxed text-ink-soft">“{review.text}”</blockquote>
            <p className="mt-3 text-sm">
              <span className="font-semibold text-ink">{review.name}</span>
              <span className="text-muted">, {review.business}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
