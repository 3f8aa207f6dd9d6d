import { cn } from "~/lib/utils";

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "center",
  as: Heading = "h2",
  className,
  inverse = false,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "left";
  as?: "h1" | "h2";
  className?: string;
  inverse?: boolean;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <p className={cn("eyebrow", inverse && "text-ember-300")}>{eyebrow}</p> : null}
      <Heading
        className={cn(
          // `.section-title`: a section's h2, in app.css (a page has several).
          Heading === "h1" ? "mt-2 font-extrabold tracking-tight text-4xl sm:text-5xl" : "section-title",
          inverse ? "text-white" : Heading === "h1" && "text-ink",
        )}
      >
        {title}
      </Heading>
      {intro ? (
        <p className={cn("mt-4 text-lg leading-relaxed", inverse ? "text-brand-100" : "text-ink-soft")}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
