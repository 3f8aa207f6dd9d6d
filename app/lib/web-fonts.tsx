import { afterPaintScript } from "./after-paint";
import { useInlineStylesheetText } from "./inline-stylesheet";

const ELEMENT_ID = "web-fonts";

/**
 * The web fonts' sheet goes on once the page's first full paint is on screen (./after-paint.ts).
 * The server writes the script; the browser, which ran it already, hydrates the same text.
 */
const afterPaintText = () =>
  import.meta.env.SSR
    ? afterPaintScript(ELEMENT_ID)
    : (document.getElementById("after-paint")?.textContent ?? "");

const fromDocument = () => document.getElementById(ELEMENT_ID)?.textContent ?? undefined;

/**
 * The web fonts' @font-face rules (app/fonts.css), written into the page but switched off until
 * the first paint is done (ADR 0019). Requested with the page, the two fonts took
 * the slow phone link the page's own bytes needed, and a paint that waited for the rest of the
 * document could wait for them too; now the first paint always uses the size-matched local
 * fallbacks (app/app.css) and the fonts swap in after it without moving a line. Without script
 * the <noscript> link declares them at once (the same immutable file, not a second copy in the
 * page). The dev server links the file.
 */
export function WebFonts({ href, nonce }: { href: string; nonce: string }) {
  const text = useInlineStylesheetText(href, fromDocument);
  if (text === undefined) return <link rel="stylesheet" href={href} />;
  return (
    <>
      <style
        id={ELEMENT_ID}
        media="print"
        // The script below switches media to "all", before or after hydration: it may differ.
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS, checked for "</style" when read
        dangerouslySetInnerHTML={{ __html: text }}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string from our own code */}
      <script id="after-paint" nonce={nonce} dangerouslySetInnerHTML={{ __html: afterPaintText() }} />
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}
