import { Quote } from "lucide-react";
import { Avatar } from "~/components/sections/avatar";
import { Stars } from "~/components/sections/stars";
import type { Testimonial } from "~/content/testimonials";

/** Its parts are styled by `.testimonial-card` in app.css, once rather than per card. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure data-testid="testimonial" className="testimonial-card">
      <Quote aria-hidden />
      <Stars styledByParent />
      <p>{testimonial.result}</p>
      <blockquote>“{testimonial.quote}”</blockquote>
      <figcaption>
        <Avatar name={testimonial.name} />
        <div>
          <p>{testimonial.name}</p>
          <p>
            {testimonial.position}, {testimonial.company}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
