import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { Faq } from "~/content/faqs";
import { SectionHeading } from "./section-heading";

export type { Faq };

/**
 * FAQ accordion (spec 4): items open independently, several may be open, the first
 * starts open, and each answer area is at most 200 px high.
 */
export function FaqSection({
  faqs,
  title = "Frequently Asked Questions",
  eyebrow = "FAQ",
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
    <section id={id} className="section bg-slate-50">
      <div className="container-page">
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
        <Accordion
          type="multiple"
          defaultValue={["faq-0"]}
          className="mx-auto mt-10 max-w-3xl rounded-2xl bg-white px-6 shadow-card"
        >
          {faqs.map((faq, index) => (
            <AccordionItem key={faq.question} value={`faq-${index}`} className="last:border-b-0">
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent>{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
