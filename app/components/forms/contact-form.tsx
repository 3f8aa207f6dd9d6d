/** Contact form with the office info beside it (lead-capture issue fills this in). */
export function ContactForm() {
  return <div data-form="contact" />;
}
