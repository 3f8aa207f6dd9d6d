/** Hydration on need (ADR 0019): React loads on a first intent that needs it; earlier presses are held. */

/** On the frame of a lead form that hydrates on its own (an island, ADR 0058): the island's name. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The island's props as JSON, for its own render to match the server's markup. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** Dispatched on window by the root layout (or an island) once React has hydrated the document. */
export const HYDRATED_EVENT = "hearth:hydrated";
/**
 * Set on a React root's container (<html> for the router, an island's frame) as soon as React
 * listens there: from then on React answers a press or a submit itself (replaying it once the
 * node has hydrated), well before HYDRATED_EVENT, so the loader must no longer hold it. A submit
 * attempt the browser's own check stops is the exception (ADR 0078): React never sees it.
 */
export const REACT_LISTENING_ATTRIBUTE = "data-react-listening";
/** The inert script element that holds React Router's module bootstrap. */
export const BOOT_SCRIPT_ID = "hydration-boot";
/** Set on <html> while an early press waits for React (the CSS shows a progress cursor). */
export const PENDING_ATTRIBUTE = "data-hydration-pending";
/** After this long without React the held action falls back to the browser's own behaviour. */
export const HYDRATION_TIMEOUT_MS = 10_000;
/** On a link whose hydrated behaviour differs from navigation (a dialog, a share popup): an early click waits for React. */
export const HOLD_LINK_ATTRIBUTE = "data-hydration-hold";
/** Set on <html> once the page has loaded (fonts included); the CSS scrolls smoothly only then. */
export const SMOOTH_SCROLL_ATTRIBUTE = "data-smooth-scroll";
/** On an element (or a container) whose behaviour needs React: a press loads it and waits for it. */
export const HYDRATE_ATTRIBUTE = "data-hydrate";
/** On a filter form whose radio inputs filter cards with CSS: a change rewrites the URL at once. */
export const FILTER_FORM_ATTRIBUTE = "data-filter-form";
/** On a filter link whose target needs a server round trip: a press marks it (and its list) pending. */
export const PENDING_LINK_ATTRIBUTE = "data-pending-link";
/** A control whose press does nothing without React: no popover, no command, not a submit or reset. */
export const REACT_ONLY_BUTTON =
  "button:not([type='submit']):not([type='reset']):not([popovertarget]):not([commandfor]), input[type='button'], [role='button']:not(summary)";

/** Runs in the browser as an inline script (Function#toString): self-contained, no imports. */
export function hydrateOnIntent(options: ReturnType<typeof hydrateOnIntentOptions>) {
  // A page no intent could start the router on (its islands aside) carries no boot script (ADR 0070).
  const boot = document.getElementById(options.bootId);
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  const root = document.documentElement;
  // What needs React (ADR 0019): a POST form, anything marked data-hydrate, a React-only button.
  const postForm = "form[method='post' i]";
  const marked = `[${options.hydrateAttribute}], a[${options.holdLinkAttribute}]`;
  const pressable =
    "button, input[type='submit'], input[type='button'], [role='button'], a[href], summary, label";
  let phase: "waiting" | "loading" | "done" = "waiting";
  // Never both router and islands: two React roots over one document would fight over its nodes.
  let runs: "nothing" | "router" | "islands" = "nothing";
  const startedIslands = new Set<string>();
  const islandOf = (node: Element | null) => {
    const frame = node?.closest(`[${options.islandAttribute}]`);
    const name = frame?.getAttribute(options.islandAttribute) ?? "";
    return options.islands[name] ? name : null;
  };
  // Once islands run, or without a router, what lies outside them stays native: no router will come.
  const outsideIslands = (node: Element | null) => (runs === "islands" || !boot) && !islandOf(node);
  // What waits for React, in order, one entry per control or form (a second press is impatience).
  type Held = { run: () => void; attempt?: boolean };
  const held = new Map<Element, Held>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const elementOf = (target: EventTarget | null) => (target instanceof Element ? target : null);
  // A press React saw is React's: holding it too would make it again once React is ready (twice).
  const reactHas = (node: Element | null) => !!node?.closest(`[${options.listeningAttribute}]`);

  /** The control a press on `node` would hold for React, if any. */
  const heldControl = (node: Element | null) => {
    const control = node?.closest<HTMLElement>(pressable);
    if (!control || (control as HTMLButtonElement).disabled) return null;
    // Submitting is native first (constraint validation), then held at the submit event below.
    if ((control as HTMLButtonElement).form && (control as HTMLButtonElement).type === "submit") return null;
    if (control.closest(marked) || control.matches(options.reactOnlyButton)) return control;
    return null;
  };
  const needsReact = (node: Element | null) =>
    !!node && (!!node.closest(marked) || !!node.closest(postForm) || !!heldControl(node));

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

  // In order, after React's own listeners have settled in.
  const runSoon = (actions: Held[]) =>
    setTimeout(() => {
      for (const action of actions) action.run();
    }, 0);
  // React ready, its script failed (error) or the time ran out: a held press goes to whatever answers.
  const finish = (event?: Event) => {
    const hydrated = event?.type === options.hydratedEvent;
    if (phase !== "done") {
      phase = "done";
      if (timer) clearTimeout(timer);
      document.removeEventListener("click", holdClick, true);
      document.removeEventListener("submit", holdSubmit, true);
      document.removeEventListener("click", holdSubmitAttempt, true);
      root.removeAttribute(options.pendingAttribute);
      const pressed = [...held].filter(([, action]) => !action.attempt);
      for (const [key] of pressed) held.delete(key);
      runSoon(pressed.map(([, action]) => action));
    }
    // A submit attempt the browser answered waits for React however late, unless the form is edited.
    if (hydrated || event?.type === "error") {
      const attempts = hydrated ? [...held.values()] : [];
      held.clear();
      document.removeEventListener("input", dropAttempt, true);
      runSoon(attempts);
    }
  };
  const hold = (key: Element, action: Held) => {
    held.set(key, action);
    root.setAttribute(options.pendingAttribute, "");
    start(key);
  };

  const addScript = (fill: (script: HTMLScriptElement) => void) => {
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    fill(script);
    // Only the first load's failure releases what is held; a later island's leaves its form native.
    if (phase === "waiting") script.addEventListener("error", finish);
    document.body.append(script);
    if (phase === "waiting") {
      phase = "loading";
      timer = setTimeout(finish, options.timeoutMs);
    }
  };

  /** Loads what the intent on `node` needs: its island, or else the router (unless islands run). */
  const start = (node: Element | null) => {
    const island = islandOf(node);
    if (island && runs !== "router") {
      if (startedIslands.has(island)) return;
      startedIslands.add(island);
      runs = "islands";
      addScript((script) => {
        script.src = options.islands[island];
      });
      return;
    }
    if (runs !== "nothing" || !boot) return;
    runs = "router";
    for (const type of intents) document.removeEventListener(type, onIntent, true);
    addScript((script) => {
      script.textContent = boot.textContent;
    });
  };

  const intents = ["pointerdown", "focusin", "input"];
  const onIntent = (event: Event) => {
    const node = elementOf(event.target);
    if (needsReact(node)) start(node);
  };
  // Sends a held form through React, whose submit handler validates with the spec's messages.
  const submitLater = (form: HTMLFormElement, submitter: HTMLElement | null): Held => ({
    run: () => {
      if (form.isConnected)
        form.requestSubmit(submitter && submitter.closest("form") === form ? submitter : null);
    },
  });

  // An invalid form fires no submit event: the attempt is held for React; editing the form drops it.
  // Held inside a root React listens on as well: until React has set noValidate, the browser's own
  // check blocks the submit and React never sees it. A submit event that follows drops it (below).
  const holdSubmitAttempt = (event: MouseEvent) => {
    const button = elementOf(event.target)?.closest<HTMLButtonElement | HTMLInputElement>(
      "button, input[type='submit'], input[type='image']",
    );
    const form = button?.form;
    if (!button || button.disabled || button.type !== "submit" || !form?.matches(postForm)) return;
    if (button.formNoValidate || form.noValidate || outsideIslands(form)) return;
    hold(form, { ...submitLater(form, button), attempt: true });
  };
  const dropAttemptOn = (form: HTMLFormElement | null | undefined) => {
    if (form && held.get(form)?.attempt) held.delete(form);
    if (!held.size) root.removeAttribute(options.pendingAttribute);
  };
  const dropAttempt = (event: Event) =>
    dropAttemptOn((elementOf(event.target) as HTMLInputElement | null)?.form);

  const holdClick = (event: MouseEvent) => {
    const target = heldControl(elementOf(event.target));
    if (!target || outsideIslands(target) || reactHas(target)) return;
    // A link opened in a new tab or window is the browser's business.
    if (target.tagName === "A" && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey))
      return;
    event.preventDefault();
    if (held.has(target)) return;
    hold(target, {
      run: () => {
        if (target.isConnected) press(target);
      },
    });
  };

  // A valid POST form submitted before React is ready is held and submitted through React.
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches(postForm) || outsideIslands(form)) return;
    // The browser let it through, so React answers it: an attempt held for it would be a second.
    if (reactHas(form)) return dropAttemptOn(form);
    event.preventDefault();
    hold(form, submitLater(form, event.submitter));
  };

  // Filters of fixed content are radio inputs that CSS applies; the URL follows (shareable, Back works).
  const choose = (url: URL, input: HTMLInputElement) => {
    if (input.value === "all" || input.value === "") url.searchParams.delete(input.name);
    else url.searchParams.set(input.name, input.value);
  };
  document.addEventListener("change", (event) => {
    const input = elementOf(event.target) as HTMLInputElement | null;
    const form = input?.closest<HTMLFormElement>(`form[${options.filterFormAttribute}]`);
    if (!input || !form || input.type !== "radio") return;
    const url = new URL(location.href);
    choose(url, input);
    // A new history entry, like the filter links before: Back returns to the previous choice.
    history.pushState(null, "", url);
  });
  // A chip chosen before this script ran (ADR 0070): the URL follows now (an unknown value stays).
  const early = new URL(location.href);
  for (const input of document.querySelectorAll<HTMLInputElement>(
    `form[${options.filterFormAttribute}] input[type='radio']:checked`,
  )) {
    const named = early.searchParams.get(input.name) || "all";
    const chips = input.form?.querySelectorAll<HTMLInputElement>(`input[type='radio'][name='${input.name}']`);
    if (named !== input.value && [...(chips ?? [])].some((chip) => chip.value === named))
      choose(early, input);
  }
  if (early.href !== location.href) history.pushState(null, "", early);
  window.addEventListener("popstate", () => {
    const chosen = new URL(location.href).searchParams;
    for (const form of document.querySelectorAll<HTMLFormElement>(`form[${options.filterFormAttribute}]`))
      for (const input of form.querySelectorAll<HTMLInputElement>("input[type='radio']")) {
        const value = chosen.get(input.name) || "all";
        input.checked = input.value === value;
      }
  });

  // A filter that needs the server navigates: until then the chip shows as chosen, its list as busy.
  document.addEventListener("click", (event) => {
    if ((runs === "router" && phase === "done") || event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = elementOf(event.target)?.closest<HTMLAnchorElement>(`a[${options.pendingLinkAttribute}]`);
    if (!link) return;
    link.setAttribute("data-pending", "");
    const list = document.getElementById(link.getAttribute(options.pendingLinkAttribute) ?? "");
    list?.setAttribute("aria-busy", "true");
  });
  // Coming back through the history cache shows the page as it was left: not pending.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const node of document.querySelectorAll("[data-pending]")) node.removeAttribute("data-pending");
    for (const node of document.querySelectorAll(`a[${options.pendingLinkAttribute}]`)) {
      const list = document.getElementById(node.getAttribute(options.pendingLinkAttribute) ?? "");
      list?.removeAttribute("aria-busy");
    }
  });

  // Land on a fragment target again once web fonts have reflowed the page, unless the visitor scrolled.
  let scrolledByVisitor = false;
  const noteScroll = () => {
    scrolledByVisitor = true;
  };
  for (const type of ["wheel", "touchstart", "keydown"])
    window.addEventListener(type, noteScroll, { capture: true, passive: true, once: true });
  const reland = () => {
    const id = scrolledByVisitor ? "" : decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ behavior: "instant" });
  };
  const loaded = () => {
    reland();
    const settled = () => {
      reland();
      root.setAttribute(options.smoothScrollAttribute, "");
    };
    if (document.fonts) document.fonts.ready.then(settled);
    else settled();
  };
  // The page's script runs after the first paint (ADR 0070): the load may have come before it.
  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded);

  document.addEventListener("click", holdClick, true);
  document.addEventListener("submit", holdSubmit, true);
  document.addEventListener("click", holdSubmitAttempt, true);
  document.addEventListener("input", dropAttempt, true);
  window.addEventListener(options.hydratedEvent, finish, { once: true });
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  // Focus can already sit in a form field when the loader runs (autofocus, a restored page).
  if (needsReact(document.activeElement)) start(document.activeElement);
}

/** hydrateOnIntent's options, with the form islands' script files by island name (none: every page hydrates with the router). */
export function hydrateOnIntentOptions(islands: Record<string, string>) {
  return {
    bootId: BOOT_SCRIPT_ID,
    hydratedEvent: HYDRATED_EVENT,
    pendingAttribute: PENDING_ATTRIBUTE,
    holdLinkAttribute: HOLD_LINK_ATTRIBUTE,
    hydrateAttribute: HYDRATE_ATTRIBUTE,
    filterFormAttribute: FILTER_FORM_ATTRIBUTE,
    pendingLinkAttribute: PENDING_LINK_ATTRIBUTE,
    smoothScrollAttribute: SMOOTH_SCROLL_ATTRIBUTE,
    islandAttribute: ISLAND_ATTRIBUTE,
    listeningAttribute: REACT_LISTENING_ATTRIBUTE,
    reactOnlyButton: REACT_ONLY_BUTTON,
    islands,
    timeoutMs: HYDRATION_TIMEOUT_MS,
  };
}

/** The inline script that arms hydration on intent. */
export function hydrateOnIntentScript(islands: Record<string, string> = {}) {
  return `(${hydrateOnIntent.toString()})(${JSON.stringify(hydrateOnIntentOptions(islands))});`;
}
