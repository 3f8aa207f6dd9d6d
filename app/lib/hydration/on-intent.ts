/**
 * Hydration on intent (ADR 0018): public pages arrive as complete HTML and load React only
 * when the visitor first shows intent to interact (a pointer moves or presses, a touch, a key,
 * focus, a wheel). Until then a page costs no script at all; reading needs none, links and
 * forms work natively.
 *
 * A button pressed before React is ready is held and pressed again once it is, so the first tap
 * on the menu or a dialog trigger is not lost. A POST form submitted early is held the same way
 * and submitted through React (inline errors, toasts). If React cannot load (offline, blocked
 * script, a very slow network) the held action is released to the browser's native behaviour.
 */

/** Dispatched on window by the root layout once React has hydrated the document. */
export const HYDRATED_EVENT = "hearth:hydrated";
/** The inert script element that holds React Router's module bootstrap. */
export const BOOT_SCRIPT_ID = "hydration-boot";
/** Set on <html> while an early press waits for React (the CSS shows a progress cursor). */
export const PENDING_ATTRIBUTE = "data-hydration-pending";
/** After this long without React the held action falls back to the browser's own behaviour. */
export const HYDRATION_TIMEOUT_MS = 10_000;
/**
 * On a link whose hydrated behaviour differs from plain navigation (a dialog instead of the
 * checkout page, a share popup instead of a new tab), an early click waits for React too.
 */
export const HOLD_LINK_ATTRIBUTE = "data-hydration-hold";
/** Spread on such a link: `<a {...holdUntilHydrated}>`. */
export const holdUntilHydrated = { [HOLD_LINK_ATTRIBUTE]: "" } as const;
/**
 * Set on <html> once the page has loaded; the CSS scrolls smoothly only then. A browser that
 * scrolls smoothly to a /page#id target while fonts still load ends at the target's old place.
 */
export const SMOOTH_SCROLL_ATTRIBUTE = "data-smooth-scroll";
/** sessionStorage key: this visitor has interacted, so later pages load React at once (cached). */
export const INTENT_SEEN_KEY = "hd_intent";

export type HydrateOnIntentOptions = {
  bootId: string;
  hydratedEvent: string;
  pendingAttribute: string;
  holdLinkAttribute: string;
  intentSeenKey: string;
  smoothScrollAttribute: string;
  timeoutMs: number;
};

/**
 * Runs in the browser as an inline script, serialised with Function#toString: it must stay
 * self-contained (no imports, no outer variables).
 */
export function hydrateOnIntent(options: HydrateOnIntentOptions) {
  const boot = document.getElementById(options.bootId);
  if (!boot) return;
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  const root = document.documentElement;
  const intents = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel"];
  const held = `button, input[type='submit'], input[type='button'], [role='button'], a[${options.holdLinkAttribute}]`;
  let phase: "waiting" | "loading" | "done" = "waiting";
  const heldActions: Array<() => void> = [];
  const heldPresses = new Set<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const isGetForm = (form: HTMLFormElement | null | undefined) =>
    !!form && (form.getAttribute("method") ?? "get").toLowerCase() === "get";

  // The pointer sequence as well as the click: some controls act on pointerdown or mousedown.
  const press = (target: HTMLElement) => {
    const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
    target.dispatchEvent(new PointerEvent("pointerdown", { ...init, pointerType: "mouse", isPrimary: true }));
    target.dispatchEvent(new MouseEvent("mousedown", init));
    target.focus();
    target.dispatchEvent(new PointerEvent("pointerup", { ...init, pointerType: "mouse", isPrimary: true }));
    target.dispatchEvent(new MouseEvent("mouseup", init));
    target.click();
  };

  const finish = () => {
    if (phase === "done") return;
    phase = "done";
    if (timer) clearTimeout(timer);
    document.removeEventListener("click", holdClick, true);
    document.removeEventListener("submit", holdSubmit, true);
    document.removeEventListener("keydown", holdKey, true);
    root.removeAttribute(options.pendingAttribute);
    // In order, after React's own listeners have settled in.
    const actions = heldActions.splice(0);
    if (actions.length)
      setTimeout(() => {
        for (const action of actions) action();
      }, 0);
  };

  const start = () => {
    if (phase !== "waiting") return;
    phase = "loading";
    for (const type of intents) window.removeEventListener(type, start, true);
    try {
      sessionStorage.setItem(options.intentSeenKey, "1");
    } catch {
      // Storage can be disabled; the next page then waits for intent again.
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = boot.textContent;
    script.addEventListener("error", finish);
    document.body.append(script);
    timer = setTimeout(finish, options.timeoutMs);
  };

  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(held) : null;
    if (!target || (target as HTMLButtonElement).disabled) return;
    // A link opened in a new tab or window is the browser's business.
    if (target.tagName === "A" && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey))
      return;
    const form = (target as HTMLButtonElement).form;
    if ((target as HTMLButtonElement).type === "submit" && isGetForm(form)) return;
    event.preventDefault();
    // Pressing the same control again while waiting is impatience, not a second request: a
    // phone-menu toggle pressed twice must open the menu, not open and close it.
    if (heldPresses.has(target)) return;
    heldPresses.add(target);
    root.setAttribute(options.pendingAttribute, "");
    heldActions.push(() => {
      if (target.isConnected) press(target);
    });
    start();
  };

  // Arrow, Home and End keys move between tabs and accordion items only once React runs: held
  // and sent again, so a keyboard user's first keys are not lost either. (Enter and Space on a
  // button arrive as a click, held above; Tab and typing act natively.)
  const compositeItems = "[role='tab'], [data-radix-collection-item]";
  const navigationKeys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
  const holdKey = (event: KeyboardEvent) => {
    if (!navigationKeys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(compositeItems) : null;
    if (!target) return;
    event.preventDefault();
    const init = {
      key: event.key,
      code: event.code,
      shiftKey: event.shiftKey,
      bubbles: true,
      cancelable: true,
    };
    heldActions.push(() => {
      if (!target.isConnected) return;
      target.focus();
      target.dispatchEvent(new KeyboardEvent("keydown", init));
      target.dispatchEvent(new KeyboardEvent("keyup", init));
    });
    start();
  };

  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (isGetForm(form)) return;
    event.preventDefault();
    const submitter = event.submitter;
    root.setAttribute(options.pendingAttribute, "");
    heldActions.push(() => {
      if (form.isConnected)
        form.requestSubmit(submitter && submitter.closest("form") === form ? submitter : null);
    });
    start();
  };

  // A fragment target is found while web fonts still reflow the page: land on it again once
  // everything (fonts included) has loaded, unless the visitor has scrolled meanwhile. This holds
  // whether or not React is already running: React Router does not scroll on hydration.
  let scrolledByVisitor = false;
  const noteScroll = () => {
    scrolledByVisitor = true;
  };
  for (const type of ["wheel", "touchstart", "keydown"])
    window.addEventListener(type, noteScroll, { capture: true, passive: true, once: true });
  window.addEventListener("load", () => {
    const reland = () => {
      if (scrolledByVisitor || !location.hash) return;
      const id = decodeURIComponent(location.hash.slice(1));
      document.getElementById(id)?.scrollIntoView({ block: "start", behavior: "instant" });
    };
    reland();
    const settled = () => {
      reland();
      root.setAttribute(options.smoothScrollAttribute, "");
    };
    if (document.fonts) document.fonts.ready.then(settled);
    else settled();
  });

  document.addEventListener("click", holdClick, true);
  document.addEventListener("submit", holdSubmit, true);
  document.addEventListener("keydown", holdKey, true);
  window.addEventListener(options.hydratedEvent, finish, { once: true });
  let seen = false;
  try {
    seen = sessionStorage.getItem(options.intentSeenKey) === "1";
  } catch {
    seen = false;
  }
  if (seen) start();
  else for (const type of intents) window.addEventListener(type, start, { capture: true, passive: true });
}

/** The inline script that arms hydration on intent. */
export function hydrateOnIntentScript() {
  const options: HydrateOnIntentOptions = {
    bootId: BOOT_SCRIPT_ID,
    hydratedEvent: HYDRATED_EVENT,
    pendingAttribute: PENDING_ATTRIBUTE,
    holdLinkAttribute: HOLD_LINK_ATTRIBUTE,
    intentSeenKey: INTENT_SEEN_KEY,
    smoothScrollAttribute: SMOOTH_SCROLL_ATTRIBUTE,
    timeoutMs: HYDRATION_TIMEOUT_MS,
  };
  return `(${hydrateOnIntent.toString()})(${JSON.stringify(options)});`;
}
