import {
  ORDER_CHOICE_ATTRIBUTE,
  ORDER_CHOICE_EVENT,
  ORDER_DIALOG_ATTRIBUTE,
  ORDER_HREF_ATTRIBUTE,
  ORDER_TEXT_ATTRIBUTE,
} from "~/components/shop/order-choice";
import { ISLAND_PROPS_ATTRIBUTE } from "~/lib/hydration/on-intent";

/**
 * What the public site's native controls need beyond HTML (ADR 0019), run by one inline script at
 * parse time, so never waiting for React; delegated listeners on the document outlive hydration:
 * - a link inside an open popover (the phone menu) closes it, even an in-page `#contact`;
 * - a popover marked `data-close-near-top` closes near the top of the page (the widget, spec 4);
 * - `data-scroll-direction` on <html> says which way the page last scrolled (app.css);
 * - a `data-share-popup` link opens a centred popup of the spec's size (2.14, 9), else a new tab;
 * - focus goes back to a popover's opener when it closes with focus left nowhere;
 * - a /products 'Purchase Now' link (`data-order-dialog`) fills and opens the page's one order
 *   dialog (shop/order-choice.ts): a running form takes the template itself, else the script
 *   fills the form and its island's props;
 * - invoker commands (`commandfor` + `command`) where the browser lacks them;
 * - a button opening a modal is `data-pressed` from the first touch to its click (a phone applies
 *   `:active` only when the tap ends, in the task that opens the dialog).
 */
export type NativeBehaviourOptions = typeof nativeBehaviourOptions;

/** Serialised with Function#toString: it must stay self-contained (no imports, no outer variables). */
export function nativeBehaviours(options: NativeBehaviourOptions) {
  const openPopovers = (selector: string) => {
    try {
      return Array.from(document.querySelectorAll<HTMLElement>(`${selector}:popover-open`));
    } catch {
      return []; // a browser without popovers: the elements are plain blocks, nothing to close
    }
  };

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>("a[href]");
    const plainClick =
      event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (link && !event.defaultPrevented) {
      const share = link.closest(`[${options.shareAttribute}]`);
      if (share && plainClick) {
        const { popupWidth: width, popupHeight: height } = options;
        const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
        const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
        const popup = window.open(
          link.href,
          "share-dialog",
          `width=${width},height=${height},left=${left},top=${top},menubar=no,toolbar=no,resizable=yes,scrollbars=yes`,
        );
        if (popup) {
          popup.opener = null;
          event.preventDefault();
        }
      }
    }
    const order = options.order;
    const purchase = link?.closest<HTMLAnchorElement>(`a[${order.dialogAttribute}]`);
    const dialog = purchase && document.getElementById(purchase.getAttribute(order.dialogAttribute) ?? "");
    if (purchase && dialog instanceof HTMLDialogElement && plainClick && !event.defaultPrevented) {
      event.preventDefault();
      const choice = JSON.parse(purchase.getAttribute(order.choiceAttribute) ?? "{}");
      for (const element of dialog.querySelectorAll(`[${order.textAttribute}]`))
        element.textContent = choice[element.getAttribute(order.textAttribute) ?? ""] ?? "";
      for (const element of dialog.querySelectorAll(`a[${order.hrefAttribute}]`))
        element.setAttribute("href", purchase.getAttribute("href") ?? "");
      const frame = dialog.querySelector(`[${order.islandPropsAttribute}]`);
      const choose = new CustomEvent(order.event, { cancelable: true, detail: choice });
      const form = frame?.querySelector("form");
      if (frame && form && frame.dispatchEvent(choose)) {
        // No form runs yet: the page's form and the props its island will hydrate with.
        const props = JSON.parse(frame.getAttribute(order.islandPropsAttribute) ?? "{}");
        const before = props.template ?? {};
        form.setAttribute("action", (form.getAttribute("action") ?? "").replace(before.id, choice.id));
        form.setAttribute(
          "aria-label",
          (form.getAttribute("aria-label") ?? "").replace(before.name, choice.name),
        );
        const field = form.elements.namedItem("templateId");
        if (field instanceof HTMLInputElement) field.value = choice.id;
        props.template = { id: choice.id, name: choice.name };
        frame.setAttribute(order.islandPropsAttribute, JSON.stringify(props));
      }
      if (!dialog.open) dialog.showModal();
    }
    if (link)
      for (const popover of openPopovers("[popover]")) if (popover.contains(link)) popover.hidePopover();

    // Invoker commands where the browser has none (Chromium has them; older Firefox and Safari):
    // the dialogs' show-modal and close, the only commands the site's buttons carry (NativeDialog).
    if ("commandForElement" in HTMLButtonElement.prototype) return;
    const button = target?.closest<HTMLButtonElement>("button[commandfor]");
    const controlled = button && document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!button || !(controlled instanceof HTMLDialogElement) || button.disabled) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !controlled.open) controlled.showModal();
    if (command === "close" && controlled.open) controlled.close();
  });

  // Cleared at the click (before the dialog opens), or when the touch becomes a scroll.
  document.addEventListener(
    "pointerdown",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLElement>(
        `button[commandfor][command="show-modal"], a[${options.order.dialogAttribute}]`,
      );
      if (!button || (button instanceof HTMLButtonElement && button.disabled) || event.button !== 0) return;
      button.setAttribute(options.pressedAttribute, "");
      const clear = () => button.removeAttribute(options.pressedAttribute);
      for (const type of ["click", "pointercancel"])
        document.addEventListener(type, clear, { once: true, capture: true });
      setTimeout(clear, 1000);
    },
    { passive: true },
  );

  // A popover closed while focus was inside it (Escape after moving between the widget's panels)
  // can leave focus on the page itself: give it back to the visible button that opens it.
  document.addEventListener(
    "toggle",
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || (event as ToggleEvent).newState !== "closed" || !popover.id)
        return;
      if (document.activeElement && document.activeElement !== document.body) return;
      const openers = document.querySelectorAll<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`);
      for (const opener of openers)
        if (!popover.contains(opener) && opener.checkVisibility()) return opener.focus();
    },
    true,
  );

  // On a phone the floating widget steps aside while the visitor reads down the page (app.css).
  let lastScrollY = window.scrollY;
  window.addEventListener(
    "scroll",
    () => {
      const y = window.scrollY;
      if (Math.abs(y - lastScrollY) >= options.scrollDirectionStepPx) {
        document.documentElement.dataset.scrollDirection = y > lastScrollY ? "down" : "up";
        lastScrollY = y;
      }
      if (y >= options.closeNearTopPx) return;
      for (const popover of openPopovers(`[${options.closeNearTopAttribute}]`)) popover.hidePopover();
    },
    { passive: true },
  );
}

export const CLOSE_NEAR_TOP_ATTRIBUTE = "data-close-near-top";
export const SHARE_POPUP_ATTRIBUTE = "data-share-popup";

export const nativeBehaviourOptions = {
  closeNearTopAttribute: CLOSE_NEAR_TOP_ATTRIBUTE,
  // Spec 9: the widget closes within 100 px of the top; share popups are 600x400.
  closeNearTopPx: 100,
  // Scrolls shorter than this (a finger's jitter) do not change the direction.
  scrollDirectionStepPx: 12,
  shareAttribute: SHARE_POPUP_ATTRIBUTE,
  popupWidth: 600,
  popupHeight: 400,
  pressedAttribute: "data-pressed",
  order: {
    dialogAttribute: ORDER_DIALOG_ATTRIBUTE,
    choiceAttribute: ORDER_CHOICE_ATTRIBUTE,
    textAttribute: ORDER_TEXT_ATTRIBUTE,
    hrefAttribute: ORDER_HREF_ATTRIBUTE,
    event: ORDER_CHOICE_EVENT,
    islandPropsAttribute: ISLAND_PROPS_ATTRIBUTE,
  },
};

export function nativeBehavioursScript() {
  return `(${nativeBehaviours.toString()})(${JSON.stringify(nativeBehaviourOptions)});`;
}
