import { type CSSProperties, createContext, type ReactElement, type ReactNode, use } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * Every mail is one React tree rendered twice, to HTML with inline styles (mail clients drop style
 * sheets) and to plain text; the components read which, so a mail's wording exists once.
 */
type Mode = "html" | "text";
const ModeContext = createContext<Mode>("html");
const useMode = () => use(ModeContext);

export type RenderedMail = { html: string; text: string };

/** Colours that read on light and on the dark backgrounds mail clients force (no pure white/black). */
export const INK = "#1f2937";
export const MUTED = "#526075";
export const BRAND = "#c2410c";
export const FONT = "Arial, Helvetica, sans-serif";

const paragraph: CSSProperties = { margin: "0 0 16px", fontSize: "16px", lineHeight: "1.6", color: INK };

// In text mode a block ends with this marker; rendering turns runs of them into one blank line.
const BREAK = "\u0000";

/** A block of the text part: its content, then the break that ends it. */
const TextBlock = ({ children }: { children: ReactNode }) => (
  <>
    {children}
    {BREAK}
  </>
);

/** The attributes of the page's two layout tables (mail clients still lay out with tables). */
const layoutTable = { role: "presentation", width: "100%", cellPadding: 0, cellSpacing: 0 } as const;

/** The one page every mail sits in: a centred 600-pixel card on a light background. */
export function MailLayout({ children, preheader }: { children: ReactNode; preheader?: string }) {
  if (useMode() === "text") return <>{children}</>;
  return (
    <html lang="en">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </head>
      <body style={{ margin: 0, padding: 0, background: "#f1f5f9" }}>
        {preheader ? (
          <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{preheader}</div>
        ) : null}
        <table {...layoutTable} style={{ background: "#f1f5f9" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "16px 8px" }}>
                <table
                  {...layoutTable}
                  style={{ maxWidth: "600px", background: "#ffffff", borderRadius: "8px" }}
                >
                  <tbody>{children}</tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The card's main cell: a transactional mail's whole body. */
export function MailBody({ children }: { children: ReactNode }) {
  if (useMode() === "text") return <>{children}</>;
  return (
    <tr>
      <td style={{ padding: "24px 32px 8px", fontFamily: FONT }}>{children}</td>
    </tr>
  );
}

/** A transactional mail: its subject, and its body (and small print) in the layout, rendered. */
export const transactionalMail = (
  subject: string,
  body: ReactNode,
  { preheader, footer }: { preheader?: string; footer?: ReactNode } = {},
) => ({
  subject,
  ...renderMail(
    <MailLayout preheader={preheader}>
      <MailBody>{body}</MailBody>
      {footer ? <Footer>{footer}</Footer> : null}
    </MailLayout>,
  ),
});

export function Heading({ children }: { children: ReactNode }) {
  if (useMode() === "text") return <TextBlock>{children}</TextBlock>;
  return <h1 style={{ margin: "0 0 16px", fontSize: "22px", lineHeight: "1.3", color: INK }}>{children}</h1>;
}

/** A paragraph; `preserveLines` keeps the line breaks a sender typed (a lead's message). */
export function Paragraph({
  children,
  preserveLines,
  muted,
}: {
  children: ReactNode;
  preserveLines?: boolean;
  muted?: boolean;
}) {
  if (useMode() === "text") return <TextBlock>{children}</TextBlock>;
  const style: CSSProperties = {
    ...paragraph,
    ...(preserveLines ? { whiteSpace: "pre-wrap" } : {}),
    ...(muted ? { fontSize: "13px", color: MUTED } : {}),
  };
  return <p style={style}>{children}</p>;
}

/** A link inside a sentence; the text part shows its address after the words, "words (address)". */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  if (useMode() === "text")
    return (
      <>
        {children} ({href})
      </>
    );
  return (
    <a href={href} style={{ color: BRAND, fontWeight: "bold", textDecoration: "underline" }}>
      {children}
    </a>
  );
}

/** The mail's one call to action: a button in HTML, "label: address" in text. */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  if (useMode() === "text")
    return (
      <TextBlock>
        {children}: {href}
      </TextBlock>
    );
  return (
    <p style={paragraph}>
      <a
        href={href}
        style={{
          display: "inline-block",
          background: BRAND,
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: "8px",
          textDecoration: "none",
          fontWeight: "bold",
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** Label/value rows: a two-column table in HTML, "Label: value" lines in text. */
export function Fields({ rows, small }: { rows: [string, string][]; small?: boolean }) {
  if (useMode() === "text")
    return (
      <TextBlock>
        {/* A value's later lines are indented under its label, so none can pass for a field of its own. */}
        {rows.map(([label, value]) => `${label}: ${value.replace(/\r\n?|\n/g, "\n  ")}\n`).join("")}
      </TextBlock>
    );
  const cell: CSSProperties = { padding: "4px 0", color: INK, whiteSpace: "pre-wrap", verticalAlign: "top" };
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse", margin: "0 0 16px", fontSize: small ? "12px" : "15px" }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th align="left" style={{ ...cell, padding: "4px 16px 4px 0", color: MUTED, fontWeight: 600 }}>
              {label}
            </th>
            <td style={cell}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A list: numbered ("1. …") or bulleted ("- …") in text. */
export function List({ items, ordered }: { items: ReactNode[]; ordered?: boolean }) {
  if (useMode() === "text")
    return (
      <TextBlock>
        {items.map((item, index) => (
          <span key={index}>
            {ordered ? `${index + 1}. ` : "- "}
            {item}
            {"\n"}
          </span>
        ))}
      </TextBlock>
    );
  const style: CSSProperties = { ...paragraph, paddingLeft: "24px" };
  const children = items.map((item, index) => (
    <li key={index} style={{ margin: "0 0 6px" }}>
      {item}
    </li>
  ));
  return ordered ? <ol style={style}>{children}</ol> : <ul style={style}>{children}</ul>;
}

/** The small print under a mail: who sent it, and where to unsubscribe when that applies. */
export function Footer({ children }: { children: ReactNode }) {
  if (useMode() === "text")
    return (
      <TextBlock>
        {"--\n"}
        {children}
      </TextBlock>
    );
  return (
    <tr>
      <td
        style={{ padding: "24px 32px", fontFamily: FONT, fontSize: "13px", lineHeight: "1.5", color: MUTED }}
      >
        {children}
      </td>
    </tr>
  );
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};

/** Renders a mail's tree to its HTML part and, from the same tree, its plain-text part. */
export function renderMail(mail: ReactElement): RenderedMail {
  const html = `<!doctype html>${renderToStaticMarkup(<ModeContext value="html">{mail}</ModeContext>)}`;
  const markup = renderToStaticMarkup(<ModeContext value="text">{mail}</ModeContext>);
  // Text mode emits no tags but <span> wrappers for keyed list items and <strong>; React escaped the text.
  const text = markup
    .replace(/<\/?(?:span|strong)>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => entities[entity] ?? entity)
    .split(BREAK)
    .map((block) => block.replace(/^\n+|\n+$/g, ""))
    .filter((block) => block !== "")
    .join("\n\n");
  return { html, text };
}
