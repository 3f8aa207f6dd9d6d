import { afterPaintScript } from "./after-paint";
import { useInlineStylesheetText } from "./inline-stylesheet";

const ELEMENT_ID = "web-fonts";

/** The after-paint script: written by the server, read back by the browser to hydrate the same text. */
const afterPaintText = () =>
  import.meta.env.SSR
    ? afterPaintScript(ELEMENT_ID)
    : (document.getElementById("after-paint")?.textContent ?? "");

const fromDocument = () => document.getElementById(ELEMENT_ID)?.textContent ?? undefined;

/**
 * The web fonts' @font-face rules (app/fonts.css), in the page but switched off until the first
 * paint (ADR 0019), which uses the size-matched fallbacks (app/app.css). Without script the
 * <noscript> link declares them at once; the dev server links the file.
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
