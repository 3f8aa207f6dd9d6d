import { ChevronDown } from "lucide-react";
import { type Faq, faqSectionDefaults } from "~/content/faqs";
import { Section } from "./section";

export type { Faq };

/**
 * FAQ (spec 4): items open independently, several may be open, the first starts open, and each
 * answer area is at most 200 px high (spec 9), scrolling inside if longer. Native <details>
 * without a shared `name`, so a tap toggles its item at once, with or without JavaScript; React
 * never owns the open state (it would not patch an item opened before it hydrated).
 */
export function FaqSection({
  faqs,
  title = faqSectionDefaults.title,
  eyebrow = faqSectionDefaults.eyebrow,
  intro,
  id = "faq",
}: {
  faqs: readonly Faq[];
  title?: string;
  eyebrow?: string;
  intro?: string;
  id?: string;
}) {
  return (
    <Section id={id} className="bg-slate-50" heading={{ eyebrow, title, intro }}>
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
