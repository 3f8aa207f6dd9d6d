import { ChevronDown } from "lucide-react";
import { type Faq, faqSectionDefaults } from "~/content/faqs";
import { Section } from "./section";

/**
 * FAQ (spec 4, 9): independent native <details> (no shared `name`), the first open, answers at most
 * 200 px high. A tap toggles at once, script or not; React never owns the open state.
 */
export function FaqSection({
  faqs,
  title = faqSectionDefaults.title,
  intro,
}: {
  faqs: readonly Faq[];
  title?: string;
  intro?: string;
}) {
  return (
    <Section id="faq" className="bg-slate-50" heading={{ eyebrow: faqSectionDefaults.eyebrow, title, intro }}>
      <div className="mx-auto mt-10 max-w-3xl rounded-2xl bg-white px-6 shadow-card">
        {faqs.map((faq, index) => (
          // The item's parts are styled by `.faq-item` in app.css.
          <details key={faq.question} open={index === 0} className="faq-item">
            <summary>
              <h3>{faq.question}</h3>
              <ChevronDown aria-hidden className="faq-chevron" />
            </summary>
            <div>{faq.answer}</div>
          </details>
        ))}
      </div>
    </Section>
  );
}
