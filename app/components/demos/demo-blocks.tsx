import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { artName as slug } from "~/components/art/art-image";
import { ContentIcon } from "~/components/marketing/icon";
import type { DemoBlock, DemoCard, DemoLink, DemoSite } from "~/content/demos";
import { demoChrome, demoPagePath } from "~/content/demos";
import type { TemplatePalette } from "~/content/templates";
import { cn } from "~/lib/utils";
import { DemoArt } from "./demo-art";
import type { DemoStyles } from "./demo-theme";

export type BlockContext = { site: DemoSite; palette: TemplatePalette; styles: DemoStyles };
type Props<K extends DemoBlock["kind"]> = { ctx: BlockContext; block: Extract<DemoBlock, { kind: K }> };

export const demoContainer = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";

const href = (site: DemoSite, link: DemoLink) => demoPagePath(site.templateId, link.page);

const buttonTones = {
  accent:
    "bg-(--d-accent) text-(--d-on-accent) shadow-sm hover:brightness-110 focus-visible:outline-(--d-accent)",
  outline:
    "border-2 border-(--d-primary) text-(--d-primary) hover:bg-(--d-surface) focus-visible:outline-(--d-primary)",
  inverse:
    "bg-(--d-on-primary) text-(--d-primary) shadow-sm hover:brightness-95 focus-visible:outline-(--d-on-primary)",
  "outline-inverse":
    "border-2 border-(--d-on-primary) text-(--d-on-primary) hover:bg-white/10 focus-visible:outline-(--d-on-primary)",
};

function ButtonLink({
  ctx,
  link,
  tone,
}: {
  ctx: BlockContext;
  link: DemoLink;
  tone: keyof typeof buttonTones;
}) {
  return (
    <Link
      discover="none"
      to={href(ctx.site, link)}
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 px-6 text-base font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2",
        ctx.styles.button,
        buttonTones[tone],
      )}
    >
      {link.label}
    </Link>
  );
}

function Eyebrow({ children, dark = false }: { children: React.ReactNode; dark?: boolean }) {
  return (
    <p
      className={cn(
        "text-sm font-semibold tracking-[0.14em] uppercase",
        dark ? "text-(--d-on-primary-soft)" : "text-(--d-link)",
      )}
    >
      {children}
    </p>
  );
}

function SectionTitle({
  ctx,
  eyebrow,
  title,
  intro,
  center = false,
}: {
  ctx: BlockContext;
  eyebrow?: string;
  title: string;
  intro?: string;
  center?: boolean;
}) {
  return (
    <div className={cn("max-w-2xl", center && "mx-auto text-center")}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 className={cn("mt-2 text-3xl text-balance sm:text-4xl", ctx.styles.heading)}>{title}</h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-(--d-muted)">{intro}</p> : null}
    </div>
  );
}

/** A block's band: page or surface background, the demo's container inside. */
function Band({
  surface = false,
  className,
  children,
}: {
  surface?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={cn("py-14 sm:py-20", surface ? "bg-(--d-surface)" : "bg-(--d-page)")}>
      <div className={cn(demoContainer, className)}>{children}</div>
    </section>
  );
}

function Hero({ ctx, block }: Props<"hero">) {
  const { hero } = ctx.site.theme;
  const dark = hero.tone === "dark";
  const centered = hero.layout === "centered";
  const art = (
    <div
      className={cn(
        "overflow-hidden shadow-xl",
        ctx.styles.media,
        centered ? "mx-auto mt-12 max-w-xl" : "w-full",
      )}
    >
      <DemoArt art={block.art} palette={ctx.palette} width={960} height={720} />
    </div>
  );
  const text = (
    <div className={cn(centered ? "mx-auto max-w-3xl text-center" : "max-w-xl")}>
      {block.eyebrow ? <Eyebrow dark={dark}>{block.eyebrow}</Eyebrow> : null}
      <h1
        className={cn(
          "mt-3 text-4xl leading-[1.08] text-balance sm:text-5xl lg:text-6xl",
          ctx.styles.heading,
          dark ? "text-(--d-on-primary)" : "text-(--d-text)",
        )}
      >
        {block.title}
      </h1>
      <p
        className={cn(
          "mt-5 text-lg leading-relaxed",
          dark ? "text-(--d-on-primary-soft)" : "text-(--d-muted)",
        )}
      >
        {block.text}
      </p>
      <div className={cn("mt-8 flex flex-col gap-3 sm:flex-row", centered && "sm:justify-center")}>
        <ButtonLink ctx={ctx} link={block.primary} tone={dark ? "inverse" : "accent"} />
        {block.secondary ? (
          <ButtonLink ctx={ctx} link={block.secondary} tone={dark ? "outline-inverse" : "outline"} />
        ) : null}
      </div>
      {block.quickLinks ? (
        <div className="mt-8">
          <p className="text-sm font-semibold text-(--d-text)">{block.quickLinks.title}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {block.quickLinks.links.map((link) => (
              <li key={link.label}>
                <Link
                  discover="none"
                  to={href(ctx.site, link)}
                  className={cn(
                    "inline-flex min-h-11 items-center border border-(--d-border) bg-white px-4 text-sm font-medium text-(--d-text) hover:border-(--d-primary)",
                    ctx.styles.badge,
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
  return (
    <section
      className={cn(
        "py-14 sm:py-20 lg:py-24",
        dark ? "bg-(--d-primary)" : centered ? "bg-(--d-surface)" : "bg-(--d-page)",
      )}
    >
      <div className={demoContainer}>
        {centered ? (
          <>
            {text}
            {art}
          </>
        ) : (
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <div className={cn(hero.reverse && "lg:order-2")}>{text}</div>
            <div className={cn(hero.reverse && "lg:order-1")}>{art}</div>
          </div>
        )}
      </div>
    </section>
  );
}

function PageHeader({ ctx, block }: Props<"pageHeader">) {
  const centered = ctx.site.theme.header === "centered";
  return (
    <section className="border-b border-(--d-border) bg-(--d-surface) py-12 sm:py-16">
      <div className={cn(demoContainer, centered && "text-center")}>
        <div className={cn("max-w-3xl", centered && "mx-auto")}>
          {block.eyebrow ? <Eyebrow>{block.eyebrow}</Eyebrow> : null}
          <h1 className={cn("mt-2 text-4xl text-balance sm:text-5xl", ctx.styles.heading)}>{block.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-(--d-muted)">{block.text}</p>
        </div>
      </div>
    </section>
  );
}

function Stats({ ctx, block }: Props<"stats">) {
  return (
    <section className="border-y border-(--d-border) bg-(--d-surface) py-10 sm:py-12">
      <dl className={cn(demoContainer, "grid grid-cols-2 gap-6 lg:grid-cols-4")}>
        {block.items.map((item) => (
          <div key={item.label} className="flex flex-col text-center">
            <dt className="text-sm text-(--d-muted)">{item.label}</dt>
            <dd className={cn("order-first text-3xl text-(--d-primary) sm:text-4xl", ctx.styles.heading)}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Card({ ctx, card }: { ctx: BlockContext; card: DemoCard }) {
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden border border-(--d-border) bg-white shadow-sm",
        ctx.styles.card,
      )}
    >
      {card.art ? (
        <div className="relative">
          <DemoArt art={card.art} palette={ctx.palette} />
          {card.badge ? (
            <span
              className={cn(
                "absolute top-3 left-3 bg-(--d-accent) px-2.5 py-1 text-xs font-semibold text-(--d-on-accent)",
                ctx.styles.badge,
              )}
            >
              {card.badge}
            </span>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        {card.icon ? (
          <span
            className={cn(
              "mb-4 flex size-12 items-center justify-center bg-(--d-surface) text-(--d-primary)",
              ctx.styles.badge,
            )}
          >
            <ContentIcon name={card.icon} />
          </span>
        ) : null}
        {card.price && card.art ? (
          <p className={cn("text-2xl text-(--d-text)", ctx.styles.heading)}>{card.price}</p>
        ) : null}
        <h3
          className={cn(
            "text-lg text-(--d-text)",
            ctx.styles.titleFont,
            card.price && card.art ? "mt-1 font-semibold" : "font-bold",
          )}
        >
          {card.title}
        </h3>
        {card.meta?.length ? (
          <ul className="mt-1 grid gap-0.5 text-sm text-(--d-muted)">
            {card.meta.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {card.text ? <p className="mt-3 text-sm leading-relaxed text-(--d-muted)">{card.text}</p> : null}
        {card.price && !card.art ? (
          <p className="mt-auto pt-4 text-lg font-semibold text-(--d-primary)">{card.price}</p>
        ) : null}
      </div>
    </article>
  );
}

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-2 lg:grid-cols-4",
} as const;

function Cards({ ctx, block }: Props<"cards">) {
  return (
    <Band surface={block.tone === "surface"}>
      <SectionTitle ctx={ctx} eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
      <ul className={cn("mt-10 grid gap-4 sm:gap-6", columnClasses[block.columns])}>
        {block.items.map((card) => (
          <li key={card.title}>
            <Card ctx={ctx} card={card} />
          </li>
        ))}
      </ul>
      {block.link ? (
        <p className="mt-8">
          <Link
            discover="none"
            to={href(ctx.site, block.link)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-(--d-link) underline-offset-4 hover:underline"
          >
            {block.link.label}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </p>
      ) : null}
    </Band>
  );
}

function Menu({ ctx, block }: Props<"menu">) {
  return (
    <Band>
      <h2 className="sr-only">{block.title}</h2>
      {block.intro ? <p className="max-w-2xl text-lg text-(--d-muted)">{block.intro}</p> : null}
      <div className="grid gap-x-16 gap-y-12 lg:grid-cols-2">
        {block.sections.map((section) => (
          <section key={section.title} aria-labelledby={`menu-${slug(section.title)}`}>
            <h3
              id={`menu-${slug(section.title)}`}
              className={cn(
                "border-b-2 border-(--d-primary) pb-2 text-2xl text-(--d-primary)",
                ctx.styles.heading,
              )}
            >
              {section.title}
            </h3>
            <ul className="mt-4 divide-y divide-(--d-border)">
              {section.items.map((item) => (
                <li key={item.name} className="py-4">
                  <div className="flex items-baseline gap-3">
                    <p className="font-semibold text-(--d-text)">{item.name}</p>
                    <span aria-hidden className="min-w-4 flex-1 border-b border-dotted border-(--d-muted)" />
                    <p className="font-semibold whitespace-nowrap text-(--d-text)">{item.price}</p>
                  </div>
                  <p className="mt-1 text-sm text-(--d-muted)">
                    {item.description}
                    {item.tags?.map((tag) => (
                      <span
                        key={tag}
                        className={cn(
                          "ml-2 inline-block border border-(--d-border) px-1.5 text-xs font-semibold text-(--d-text)",
                          ctx.styles.badge,
                        )}
                      >
                        {tag}
                      </span>
                    ))}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {block.footnote ? (
        <p className="mt-12 max-w-3xl text-sm leading-relaxed text-(--d-muted)">{block.footnote}</p>
      ) : null}
    </Band>
  );
}

function Split({ ctx, block }: Props<"split">) {
  return (
    <Band surface={block.tone === "surface"} className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
      <div className={cn("overflow-hidden shadow-md", ctx.styles.media, block.reverse && "md:order-2")}>
        <DemoArt art={block.art} palette={ctx.palette} />
      </div>
      <div>
        <SectionTitle ctx={ctx} eyebrow={block.eyebrow} title={block.title} />
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed text-(--d-muted)">
            {paragraph}
          </p>
        ))}
        {block.bullets ? (
          <ul className="mt-6 grid gap-3">
            {block.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-(--d-text)">
                <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-(--d-accent)" />
                {bullet}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Band>
  );
}

function Testimonials({ ctx, block }: Props<"testimonials">) {
  return (
    <Band>
      <SectionTitle ctx={ctx} title={block.title} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {block.items.map((item) => (
          <li key={item.name}>
            <figure
              className={cn(
                "h-full border-l-4 border-(--d-accent) bg-(--d-surface) p-6 sm:p-8",
                ctx.styles.card,
              )}
            >
              <blockquote className="text-lg leading-relaxed text-(--d-text)">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-(--d-text)">{item.name}</span>
                <span className="text-(--d-muted)"> · {item.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  );
}

function Contact({ ctx, block }: Props<"contact">) {
  const formId = useId();
  const noteId = `demo-form-note-${ctx.site.templateId}`;
  const field = cn(
    "mt-1.5 block w-full border border-(--d-border) bg-white px-3 text-base text-(--d-text)",
    ctx.styles.button,
  );
  return (
    <Band className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
      <div>
        <h2 className={cn("text-3xl", ctx.styles.heading)}>{block.title}</h2>
        <p className="mt-3 leading-relaxed text-(--d-muted)">{block.intro}</p>
        <dl className="mt-8 grid gap-4">
          {block.details.map((detail) => (
            <div key={detail.label}>
              <dt className="text-sm font-semibold text-(--d-muted)">{detail.label}</dt>
              <dd className="text-lg text-(--d-text)">{detail.value}</dd>
            </div>
          ))}
        </dl>
        {block.hours ? (
          <>
            <h3 className="mt-10 font-bold text-(--d-text)">{demoChrome.contact.hours}</h3>
            <dl className="mt-3 divide-y divide-(--d-border) border-y border-(--d-border)">
              {block.hours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4 py-2.5 text-sm">
                  <dt className="text-(--d-muted)">{row.days}</dt>
                  <dd className="text-right font-medium text-(--d-text)">{row.time}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </div>
      {/* A demo form: no <form>, so nothing can be submitted; the button only reveals the note. */}
      <section
        aria-labelledby={`${formId}-title`}
        className={cn("border border-(--d-border) bg-white p-6 shadow-sm sm:p-8", ctx.styles.card)}
      >
        <h2 id={`${formId}-title`} className={cn("text-2xl", ctx.styles.heading)}>
          {block.form.title}
        </h2>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          {block.form.fields.map((input) => {
            const id = `${formId}-${input.name}`;
            return (
              <div key={input.name} className={cn(input.type === "textarea" && "sm:col-span-2")}>
                <label htmlFor={id} className="text-sm font-semibold text-(--d-text)">
                  {input.label}
                </label>
                {input.type === "textarea" ? (
                  <textarea id={id} name={input.name} rows={4} className={cn(field, "py-2")} />
                ) : input.type === "select" ? (
                  <select id={id} name={input.name} className={cn(field, "h-12")}>
                    {input.options?.map((option) => (
                      <option key={option}>{option}</option>
                    ))}
                  </select>
                ) : (
                  <input id={id} name={input.name} type={input.type} className={cn(field, "h-12")} />
                )}
              </div>
            );
          })}
        </div>
        <a
          href={`#${noteId}`}
          className={cn(
            "mt-6 inline-flex min-h-12 w-full items-center justify-center bg-(--d-accent) px-6 font-semibold text-(--d-on-accent) sm:w-auto",
            ctx.styles.button,
          )}
        >
          {block.form.submit}
        </a>
        <p id={noteId} className="mt-4 hidden font-semibold text-(--d-text) target:block">
          {demoChrome.contact.sentNote}
        </p>
        <p className="mt-4 text-sm text-(--d-muted)">{demoChrome.contact.formNote}</p>
      </section>
    </Band>
  );
}

function Cta({ ctx, block }: Props<"cta">) {
  return (
    <Band>
      <div
        className={cn(
          "flex flex-col gap-6 bg-(--d-primary) p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between",
          ctx.styles.card,
        )}
      >
        <div className="max-w-2xl">
          <h2 className={cn("text-3xl text-balance text-(--d-on-primary)", ctx.styles.heading)}>
            {block.title}
          </h2>
          <p className="mt-3 text-lg text-(--d-on-primary-soft)">{block.text}</p>
        </div>
        <div className="shrink-0">
          <ButtonLink ctx={ctx} link={block.action} tone="inverse" />
        </div>
      </div>
    </Band>
  );
}

const views: { [K in DemoBlock["kind"]]: (props: Props<K>) => React.ReactNode } = {
  hero: Hero,
  pageHeader: PageHeader,
  stats: Stats,
  cards: Cards,
  menu: Menu,
  split: Split,
  testimonials: Testimonials,
  contact: Contact,
  cta: Cta,
};

/** One block of a demo page. */
export function DemoBlockView({ ctx, block }: { ctx: BlockContext; block: DemoBlock }) {
  const View = views[block.kind] as (props: Props<DemoBlock["kind"]>) => React.ReactNode;
  return <View ctx={ctx} block={block} />;
}
