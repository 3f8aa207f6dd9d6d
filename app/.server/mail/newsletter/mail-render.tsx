import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown, { type Components } from "react-markdown";
import { markdownPipeline } from "~/components/markdown";
import type { BusinessDetails } from "~/lib/schemas/site-settings";
import type { blogPosts } from "../../db/schema";
import {
  BRAND,
  FONT,
  Footer,
  INK,
  MailBody,
  MailLayout,
  MUTED,
  Paragraph,
  type RenderedMail,
  TextLink,
} from "../layout";

/** Where each recipient's unsubscribe URL goes: the mail is rendered once per send, swapped at delivery. */
export const UNSUBSCRIBE_MARKER = "%%NEWSLETTER-UNSUBSCRIBE-URL-6f2c%%";

type NewsletterContent = Pick<
  typeof blogPosts.$inferSelect,
  "title" | "excerpt" | "content" | "featuredImage" | "featuredImageAlt" | "author"
>;

const styles: Record<string, CSSProperties> = {
  p: { margin: "0 0 16px", fontSize: "16px", lineHeight: "1.6", color: INK },
  h2: { margin: "28px 0 12px", fontSize: "22px", lineHeight: "1.3", color: INK },
  h3: { margin: "24px 0 10px", fontSize: "18px", lineHeight: "1.3", color: INK },
  a: { color: BRAND, fontWeight: "bold", textDecoration: "underline" },
  list: { margin: "0 0 16px", paddingLeft: "24px", fontSize: "16px", lineHeight: "1.6", color: INK },
  li: { margin: "0 0 6px" },
  blockquote: {
    margin: "0 0 16px",
    paddingLeft: "16px",
    borderLeft: "4px solid #fed7aa",
    fontStyle: "italic",
    color: INK,
  },
  code: {
    fontFamily: "Menlo, Consolas, monospace",
    fontSize: "14px",
    background: "#f1f5f9",
    padding: "1px 4px",
  },
  table: { borderCollapse: "collapse", width: "100%", margin: "0 0 16px", fontSize: "14px" },
  cell: { border: "1px solid #e2e8f0", padding: "8px", textAlign: "left", verticalAlign: "top", color: INK },
  img: { maxWidth: "100%", height: "auto", border: "0" },
};

/** A link or image address made absolute on PUBLIC_URL (relative ones would break in a mail client). */
export function absoluteUrl(href: string, publicUrl: string): string {
  const base = publicUrl.endsWith("/") ? publicUrl : `${publicUrl}/`;
  try {
    return new URL(href, base).toString();
  } catch {
    return base;
  }
}

/** Where the mail renditions of the site's images are served (mail-images.ts). */
export const MAIL_IMAGE_PREFIX = "/mail-images";

/**
 * The address a mail shows an image at: mail clients show no SVG (and Outlook no WebP), so the
 * site's SVG art becomes its PNG rendition and an upload its JPEG one, under MAIL_IMAGE_PREFIX.
 */
export function mailImageUrl(src: string, publicUrl: string): string {
  const absolute = absoluteUrl(src, publicUrl);
  const url = new URL(absolute);
  const site = new URL(absoluteUrl("/", publicUrl));
  if (url.origin !== site.origin) return absolute;
  const media = /^\/media\/([^/]+)\.webp$/i.exec(url.pathname);
  if (media) return new URL(`${MAIL_IMAGE_PREFIX}/media/${media[1]}.jpg`, site).toString();
  if (/\.svg$/i.test(url.pathname) && !url.pathname.startsWith(`${MAIL_IMAGE_PREFIX}/`)) {
    return new URL(`${MAIL_IMAGE_PREFIX}${url.pathname.slice(0, -".svg".length)}.png`, site).toString();
  }
  return absolute;
}

function mailComponents(publicUrl: string): Components {
  return {
    p: ({ node: _n, ...props }) => <p style={styles.p} {...props} />,
    h1: ({ node: _n, ...props }) => <h2 style={styles.h2} {...props} />,
    h2: ({ node: _n, ...props }) => <h2 style={styles.h2} {...props} />,
    h3: ({ node: _n, ...props }) => <h3 style={styles.h3} {...props} />,
    h4: ({ node: _n, ...props }) => <h3 style={styles.h3} {...props} />,
    a: ({ node: _n, href, ...props }) => (
      <a style={styles.a} href={href ? absoluteUrl(href, publicUrl) : undefined} {...props} />
    ),
    ul: ({ node: _n, ...props }) => <ul style={styles.list} {...props} />,
    ol: ({ node: _n, ...props }) => <ol style={styles.list} {...props} />,
    li: ({ node: _n, ...props }) => <li style={styles.li} {...props} />,
    blockquote: ({ node: _n, ...props }) => <blockquote style={styles.blockquote} {...props} />,
    code: ({ node: _n, ...props }) => <code style={styles.code} {...props} />,
    table: ({ node: _n, ...props }) => <table style={styles.table} {...props} />,
    th: ({ node: _n, ...props }) => <th style={styles.cell} {...props} />,
    td: ({ node: _n, ...props }) => <td style={styles.cell} {...props} />,
    img: ({ node: _n, src, alt, ...props }) => (
      <img
        style={styles.img}
        src={typeof src === "string" ? mailImageUrl(src, publicUrl) : undefined}
        alt={alt ?? ""}
        {...props}
      />
    ),
  };
}

/**
 * The newsletter mail of a post: its markdown through the site's one (sanitizing) pipeline with
 * inline styles, every address absolute on PUBLIC_URL. `unsubscribeHref` is UNSUBSCRIBE_MARKER for
 * a send (swapped per recipient) or a real URL.
 */
export function renderNewsletterMail(input: {
  post: NewsletterContent;
  business: BusinessDetails;
  browserUrl: string;
  publicUrl: string;
  unsubscribeHref?: string;
}): RenderedMail {
  const { post, business, browserUrl, publicUrl } = input;
  const unsubscribeHref = input.unsubscribeHref ?? UNSUBSCRIBE_MARKER;
  const image = post.featuredImage ? mailImageUrl(post.featuredImage, publicUrl) : null;
  // A draft previewed before its author is filled in shows no lone "By".
  const byline = post.author.trim() ? `By ${post.author.trim()}` : null;
  const { address } = business;
  const body = (
    <MailLayout preheader={post.excerpt}>
      <tr>
        <td
          style={{
            padding: "16px 32px 0",
            fontFamily: FONT,
            fontSize: "12px",
            color: MUTED,
            textAlign: "right",
          }}
        >
          <a href={browserUrl} style={{ color: MUTED, textDecoration: "underline" }}>
            View in your browser
          </a>
        </td>
      </tr>
      {image ? (
        <tr>
          <td style={{ padding: "16px 32px 0" }}>
            <img src={image} alt={post.featuredImageAlt ?? ""} width={536} style={styles.img} />
          </td>
        </tr>
      ) : null}
      <MailBody>
        <h1
          style={{
            margin: byline ? "0 0 8px" : "0 0 24px",
            fontSize: "28px",
            lineHeight: "1.25",
            color: INK,
          }}
        >
          {post.title}
        </h1>
        {byline ? <p style={{ margin: "0 0 24px", fontSize: "14px", color: MUTED }}>{byline}</p> : null}
        <ReactMarkdown {...markdownPipeline} components={mailComponents(publicUrl)}>
          {post.content}
        </ReactMarkdown>
        <Paragraph>
          <TextLink href={browserUrl}>Read it on our website</TextLink>
        </Paragraph>
      </MailBody>
      <Footer>
        <p style={{ margin: "0 0 8px" }}>
          You receive this because you subscribed to the {business.name} newsletter.{" "}
          <a href={unsubscribeHref} style={{ color: MUTED, textDecoration: "underline" }}>
            Unsubscribe
          </a>
        </p>
        <p style={{ margin: 0 }}>
          {business.name}, {address.street}, {address.city}, {address.region} {address.postalCode}
        </p>
      </Footer>
    </MailLayout>
  );
  const html = `<!doctype html>${renderToStaticMarkup(body)}`;
  const text = [
    `View in your browser: ${browserUrl}`,
    "",
    post.title,
    "=".repeat(Math.min(post.title.length, 72)),
    ...(byline ? [byline, ""] : [""]),
    markdownToText(post.content, publicUrl),
    "",
    `Read it on our website: ${browserUrl}`,
    "",
    "--",
    `You receive this because you subscribed to the ${business.name} newsletter.`,
    `Unsubscribe: ${unsubscribeHref}`,
    `${business.name}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
  ].join("\n");
  return { html, text };
}

/** The plain-text part: markdown reads as text; links become "text (absolute URL)". */
function markdownToText(content: string, publicUrl: string): string {
  return content
    .replace(
      /!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g,
      (_m, alt: string, src: string) => `[${alt}: ${mailImageUrl(src, publicUrl)}]`,
    )
    .replace(
      /\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g,
      (_m, label: string, href: string) => `${label} (${absoluteUrl(href, publicUrl)})`,
    )
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .trim();
}
