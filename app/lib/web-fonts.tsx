import { useInlineStylesheetText } from "./inline-stylesheet";

const ELEMENT_ID = "web-fonts";

/**
 * Switches the web fonts' sheet on once the page's first full paint is on screen. The first
 * animation frame after DOMContentLoaded draws the whole document; a frame reaches the screen a
 * little later (tens of milliseconds on a busy phone), and the largest-contentful-paint entries
 * report when: the sheet goes on at the first entry for that frame or a later one, or 250 ms after
 * the frame when there is none (the page's largest text was painted before, or the browser has no
 * such entries). Until then the sheet's media is "print", which the screen ignores, so no font is
 * requested before the page's largest text is on screen. A hidden tab runs no frames: its fonts
 * load when it is first shown. At the same moment the links a `<noscript data-after-paint>` holds
 * (the web manifest, ./after-paint-links.tsx) are added to the head.
 */
export const webFontsScript = `(()=>{const s=document.getElementById("${ELEMENT_ID}");if(!s)return;let done=0;const on=()=>{if(!done){done=1;s.media="all";for(const n of document.querySelectorAll("noscript[data-after-paint]"))document.head.insertAdjacentHTML("beforeend",n.textContent)}};const start=()=>requestAnimationFrame((frame)=>{setTimeout(on,250);try{new PerformanceObserver((list,observer)=>{if(list.getEntries().some((entry)=>entry.startTime>=frame)){observer.disconnect();setTimeout(on)}}).observe({type:"largest-contentful-paint",buffered:true})}catch{}});document.readyState==="loading"?document.addEventListener("DOMContentLoaded",start,{once:true}):start()})();`;

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
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: webFontsScript }} />
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}
