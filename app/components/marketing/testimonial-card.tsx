import { Quote } from "lucide-react";
import { Avatar } from "~/components/sections/avatar";
import { Stars } from "~/components/sections/stars";
import type { Testimonial } from "~/content/testimonials";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure
      data-testid="testimonial"
      className="relative flex h-full flex-col rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card sm:p-8"
    >
      <Quote aria-hidden className="absolute top-6 right-6 size-8 text-brand-100" />
      <Stars />
      <p className="mt-3 inline-flex w-fit rounded-full bg-ember-50 px-3 py-1 text-xs font-bold text-ember-800">
        {testimonial.result}
      </p>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink-soft">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
        <Avatar name={testimonial.name} />
        <div>
          <p className="font-semibold text-ink">{testimonial.name}</p>
          <p className="text-sm text-muted">
            {testimonial.position}, {testimonial.company}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
