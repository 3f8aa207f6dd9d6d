import { ArrowRight, CircleCheck, type LucideIcon, Quote } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { Avatar } from "./avatar";

export type SectionHeadingCopy = { eyebrow?: string; title: string; intro?: string };

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "center",
  inverse = false,
}: SectionHeadingCopy & { align?: "center" | "left"; inverse?: boolean }) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? <p className={cn("eyebrow", inverse && "text-ember-300")}>{eyebrow}</p> : null}
      {/* `.section-title`: a section's h2, in app.css (a page has several). */}
      <h2 className={cn("section-title", inverse && "text-white")}>{title}</h2>
      {intro ? (
        <p className={cn("mt-4 text-lg leading-relaxed", inverse ? "text-brand-100" : "text-ink-soft")}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}

/** A page band: the vertical rhythm, the centred container, a heading above the content. */
export function Section({
  id,
  heading,
  inverse,
  flush,
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & {
  heading?: SectionHeadingCopy;
  inverse?: boolean;
  /** No bottom padding: the band that follows (a call to action) brings its own. */
  flush?: boolean;
}) {
  return (
    <section id={id} className={cn(flush ? "pt-16 sm:pt-20 lg:pt-24" : "section", className)} {...props}>
      <div className="container-page">
        {heading ? <SectionHeading {...heading} inverse={inverse} /> : null}
        {children}
      </div>
    </section>
  );
}

const defaultGlow =
  "bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(51_114_246/0.45),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgb(248_99_16/0.25),transparent)]";

/** The dark band with a soft glow that opens a page. */
export function DarkBand({ glow = defaultGlow, children }: { glow?: string; children: React.ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div aria-hidden className={cn("absolute inset-0", glow)} />
      {children}
    </section>
  );
}

/** A link drawn as a button: an icon before its label, or else the forward arrow after it. */
export function LinkButton({
  to,
  label,
  icon: Icon,
  arrow = !Icon,
  ...button
}: { to: string; label: string; icon?: LucideIcon; arrow?: boolean } & Pick<
  ButtonProps,
  "variant" | "size" | "className"
>) {
  return (
    <Button asChild {...button}>
      <Link discover="none" to={to}>
        {Icon ? <Icon aria-hidden /> : null}
        {label}
        {arrow ? <ArrowRight aria-hidden /> : null}
      </Link>
    </Button>
  );
}

/** The centred "see more" button under a section's cards. */
export function MoreLink(props: { to: string; label: string }) {
  return (
    <div className="mt-10 text-center">
      <LinkButton variant="outline" size="lg" {...props} />
    </div>
  );
}

/** A list whose every item starts with an icon (a check mark unless told). */
export function CheckList({
  items,
  className,
  itemClassName,
  iconClassName,
  icon: Icon = CircleCheck,
  wrap = false,
}: {
  items: readonly string[];
  className: string;
  /** Left out when `className` names a list class that styles the items (`.tick-list`). */
  itemClassName?: string;
  iconClassName?: string;
  icon?: LucideIcon;
  /** Put each text in its own span, so it wraps beside the icon rather than under it. */
  wrap?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon aria-hidden className={iconClassName} />
          {wrap ? <span>{item}</span> : item}
        </li>
      ))}
    </ul>
  );
}

/** A client's words with a quote mark above and their name and role below. */
export function QuoteFigure({
  quote,
  name,
  role,
  eyebrow,
  className,
}: {
  quote: string;
  name: string;
  role: string;
  eyebrow?: string;
  className?: string;
}) {
  return (
    <figure className={className}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Quote aria-hidden className={cn(eyebrow && "mt-4", "size-10 text-ember-500")} />
      <blockquote className="mt-4 text-lg leading-relaxed text-ink sm:text-xl">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <Avatar name={name} size={52} />
        <span>
          <span className="block font-bold text-ink">{name}</span>
          <span className="block text-sm text-muted">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
