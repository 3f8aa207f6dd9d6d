import { PageHero } from "~/components/sections/page-hero";
import { type LegalDocument, legalPageCopy } from "~/content/legal";
import { pageMeta } from "~/lib/meta";
import {
  type Business,
  describeBusiness,
  siteSettingsFrom,
  useBusiness,
  useTimeZone,
} from "~/lib/site-settings";

type DocumentFor = (business: Business, timeZone: string) => LegalDocument;

/** A legal page's meta, from the settings in the root's data. */
export const legalMeta = (documentFor: DocumentFor) => (args: Parameters<typeof pageMeta>[0]) => {
  const settings = siteSettingsFrom(args.matches);
  const document = documentFor(describeBusiness(settings.business), settings.timeZone);
  return pageMeta(args, { title: document.title, description: document.description });
};

/** A legal text for the site's business: hero, a table of contents and numbered sections. */
export function LegalDocumentView({ documentFor }: { documentFor: DocumentFor }) {
  const document = documentFor(useBusiness(), useTimeZone());
  return (
    <>
      <PageHero title={document.title} intro={document.intro}>
        <p className="text-sm text-brand-100">
          {legalPageCopy.updatedLabel} {document.lastUpdated}
        </p>
      </PageHero>
      <div className="container-page section grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-label={document.contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
          <p className="font-display font-bold text-ink">{document.contentsLabel}</p>
          <ol className="mt-3 space-y-1 border-l-2 border-slate-200">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-sm text-ink-soft hover:border-brand-600 hover:text-brand-700"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="border-b border-slate-200 py-8 first:pt-0 last:border-b-0"
            >
              <h2 className="text-2xl font-extrabold tracking-tight text-ink">{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-ink-soft">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink-soft marker:text-brand-600">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.after ? <p className="mt-4 leading-relaxed text-ink-soft">{section.after}</p> : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
