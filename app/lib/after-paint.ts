import { ORDER_DIALOG_ATTRIBUTE } from "~/components/shop/order-choice";
import { HOLD_LINK_ATTRIBUTE, HYDRATION_TIMEOUT_MS } from "~/lib/hydration/on-intent";

/**
 * What a page does once its first full paint is on screen (ADR 0019, 0069, 0070): the web fonts'
 * sheet goes on, `<noscript data-after-paint>` links join the head, and the page's inert scripts
 * start (or at once on a first intent). Until then a click is noted to be pressed again
 * (./hydration/early-presses.ts); a scripted link and a POST submit are held, released on failure.
 */

/** One press or submit made before the page's script ran, with its event (its outcome is known). */
export type EarlyEntry =
  | { click: Element; event: MouseEvent; held?: HTMLAnchorElement }
  | { form: HTMLFormElement; event: SubmitEvent; submitter: HTMLElement | null };

/** What the head's script noted; `taken` once the page's script (or the browser) has answered it. */
export type EarlyPresses = { entries: EarlyEntry[]; taken: boolean };

/** Runs in the page's head as an inline script, serialised with Function#toString: self-contained. */
export function afterPaint(options: ReturnType<typeof afterPaintOptions>) {
  const early: EarlyPresses = { entries: [], taken: false };
  (window as unknown as Record<string, EarlyPresses>)[options.earlyKey] = early;
  const inert = `script[type="${options.scriptType}"]`;
  // A script of the page (which takes the notes) or the blog's (skeletons) has not run yet.
  const pending = () => !!document.querySelector(`${inert}:not([data-settled])`);
  const release = () => {
    if (early.taken) return;
    early.taken = true;
    // A copy: what is pressed again here is noted again.
    for (const entry of [...early.entries])
      if ("form" in entry) entry.form.requestSubmit(entry.submitter);
      else entry.held?.click();
  };
  let started = false;
  const run = () => {
    for (const tag of document.querySelectorAll<HTMLScriptElement>(inert)) {
      const script = document.createElement("script");
      script.src = tag.dataset.src ?? "";
      script.nonce = tag.nonce ?? "";
      // Marked once it has run (a classic script's load comes after it ran) or failed to load.
      const settled = () => tag.setAttribute("data-settled", "");
      script.addEventListener("load", settled);
      script.addEventListener("error", settled);
      script.addEventListener("error", release);
      document.body.append(script);
    }
    setTimeout(release, options.timeoutMs);
  };
  const start = () => {
    if (started) return;
    started = true;
    // A tag further down the document is not parsed yet: the scripts start once it is.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
    else run();
  };

  for (const type of ["pointerdown", "touchstart", "focusin", "keydown"])
    document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener(
    "click",
    (event) => {
      if (!pending()) return;
      const target = event.target as Element;
      const link = target.closest?.<HTMLAnchorElement>(options.heldLinks);
      const plain = event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
      const held = !early.taken && link && plain ? link : undefined;
      if (held) event.preventDefault();
      early.entries.push({ click: target, event, held });
      start();
    },
    true,
  );
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (early.taken || !pending() || form.method !== "post") return;
      event.preventDefault();
      const submitter = event.submitter?.closest("form") === form ? event.submitter : null;
      early.entries.push({ form, event, submitter });
      start();
    },
    true,
  );

  const fonts = document.getElementById(options.fontsId) as HTMLStyleElement | null;
  let painted = false;
  const on = () => {
    if (painted) return;
    painted = true;
    if (fonts) fonts.media = "all";
    for (const holder of document.querySelectorAll("noscript[data-after-paint]"))
      document.head.insertAdjacentHTML("beforeend", holder.textContent ?? "");
    start();
  };
  // The first frame after DOMContentLoaded draws the document; an LCP entry from it or later says
  // when it reached the screen. Without one (the largest text painted before): 250 ms after the
  // first contentful paint is reported, which a starved CPU puts well after this frame; 250 ms
  // after the frame where the browser reports no paints.
  const frame = () =>
    requestAnimationFrame((time) => {
      try {
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().some((entry) => entry.startTime >= time)) {
            observer.disconnect();
            setTimeout(on);
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
      } catch {}
      if (!window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return setTimeout(on, 250);
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        setTimeout(on, 250);
      }).observe({ type: "paint", buffered: true });
    });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", frame, { once: true });
  else frame();
}

/** The key on window of the presses noted before the page's script ran. */
export const EARLY_KEY = "__earlyPresses";
/** The type of a page script's inert tag until the first paint (a type the browser does not run). */
export const AFTER_PAINT_SCRIPT_TYPE = "text/x-after-paint";

const afterPaintOptions = (fontsId: string) => ({
  fontsId,
  scriptType: AFTER_PAINT_SCRIPT_TYPE,
  earlyKey: EARLY_KEY,
  heldLinks: `a[${HOLD_LINK_ATTRIBUTE}], a[${ORDER_DIALOG_ATTRIBUTE}], a[data-share-popup]`,
  timeoutMs: HYDRATION_TIMEOUT_MS,
});

export function afterPaintScript(fontsId: string) {
  return `(${afterPaint.toString()})(${JSON.stringify(afterPaintOptions(fontsId))});`;
}

/** The page script's inert tag: started by the inline script above after the first paint. */
export function afterPaintScriptTag(src: string, nonceAttribute: string) {
  return `<script${nonceAttribute} type="${AFTER_PAINT_SCRIPT_TYPE}" data-src="${src}"></script>`;
}
