import {
  articleSkeleton,
  POST_SKELETON_COUNT,
  postCardSkeleton,
  postSkeletonGridClass,
  SKELETON_BONE_CLASS,
  type SkeletonShape,
  skeletonOverlayClass,
  skeletonStatus,
} from "~/content/blog-skeletons";
import type { EarlyPresses } from "~/lib/after-paint";

/**
 * The blog's loading skeletons without React Router: its links and search navigate natively, and
 * until the next page arrives this shows what the router shows (spec 2.13, 2.14), from the React
 * components' shapes (content/blog-skeletons.ts). A navigation React cancels shows none.
 */

/** Where a page shows a skeleton: `list` on the listing's section, `article` on the page's content. */
export const SKELETON_REGION_ATTRIBUTE = "data-skeleton";

/** `early`: the presses made before this script ran (lib/after-paint.ts). */
export function loadingSkeletons(early?: EarlyPresses) {
  const region = (kind: "list" | "article") =>
    document.querySelector<HTMLElement>(`[${SKELETON_REGION_ATTRIBUTE}="${kind}"]`);
  // What to put back if the page comes back from the back/forward cache.
  let undo: (() => void)[] = [];
  let shown = false;

  const build = (shape: SkeletonShape): HTMLElement => {
    const node = document.createElement("div");
    if (typeof shape === "string") {
      node.className = `${SKELETON_BONE_CLASS} ${shape}`;
      node.setAttribute("aria-hidden", "true");
      return node;
    }
    if (shape[0]) node.className = shape[0];
    for (const child of shape[1]) node.append(build(child));
    return node;
  };
  const status = (text: string) => {
    const node = document.createElement("span");
    node.className = "sr-only";
    node.setAttribute("role", "status");
    node.textContent = text;
    return node;
  };
  const hide = (node: Element) => {
    if (!(node instanceof HTMLElement) || node.hidden) return;
    node.hidden = true;
    undo.push(() => {
      node.hidden = false;
    });
  };
  const add = (parent: Element, node: Element) => {
    parent.append(node);
    undo.push(() => node.remove());
  };
  // Each region's state as the page arrived (a pressed filter chip may have marked it busy already).
  const resting = new Map<Element, string | null>();
  for (const node of document.querySelectorAll(`[${SKELETON_REGION_ATTRIBUTE}]`))
    resting.set(node, node.getAttribute("aria-busy"));
  const busy = (node: Element) => {
    const before = resting.get(node) ?? null;
    node.setAttribute("aria-busy", "true");
    undo.push(() =>
      before === null ? node.removeAttribute("aria-busy") : node.setAttribute("aria-busy", before),
    );
  };

  const showList = (list: HTMLElement) => {
    const [heading, ...rest] = list.children;
    for (const count of heading?.querySelectorAll("[aria-live]") ?? []) hide(count);
    for (const node of rest) hide(node);
    const grid = document.createElement("div");
    grid.className = postSkeletonGridClass;
    grid.setAttribute("data-testid", "blog-skeletons");
    for (let index = 0; index < POST_SKELETON_COUNT; index++) {
      const card = build(postCardSkeleton);
      card.setAttribute("data-post-skeleton", "");
      grid.append(card);
    }
    grid.append(status(skeletonStatus.list));
    busy(list);
    add(list, grid);
  };
  const showArticle = (page: HTMLElement) => {
    // Over the page, not in its place: the page keeps its height, so Back keeps the visitor's scroll.
    const cover = document.createElement("div");
    // The box that holds the article's skeleton over the page, below the fixed header.
    cover.className = skeletonOverlayClass;
    const skeleton = build(articleSkeleton);
    skeleton.setAttribute("data-article-skeleton", "");
    skeleton.setAttribute("aria-busy", "true");
    skeleton.prepend(status(skeletonStatus.article));
    cover.append(skeleton);
    busy(page);
    add(page, cover);
  };

  /** Shows the skeleton for a navigation to `url`, if this page has one for it. */
  const show = (url: URL) => {
    if (shown || url.origin !== location.origin) return;
    // Same page, another fragment: the browser scrolls, nothing loads.
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return;
    const list = region("list");
    const page = region("article");
    const toArticle =
      /^\/blog\/[^/]+$/.test(url.pathname) &&
      url.pathname !== "/blog/rss.xml" &&
      url.pathname !== location.pathname;
    if (!(url.pathname === "/blog" && list) && !(toArticle && page)) return;
    shown = true;
    // Put back last: the shorter list may have moved the page up.
    const { scrollX, scrollY } = window;
    undo.push(() => window.scrollTo(scrollX, scrollY));
    if (url.pathname === "/blog" && list) showList(list);
    else if (page) showArticle(page);
  };

  // On window, after every other listener (React's too): a cancelled click or submit does not navigate.
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    // A new tab or window, or a download: this page stays as it is.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
    if (link.target && link.target !== "_self") return;
    show(new URL(link.href));
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
    const method = submitter?.hasAttribute("formmethod") ? submitter.formMethod : form.method;
    const target = submitter?.hasAttribute("formtarget") ? submitter.formTarget : form.target;
    if (method !== "get" || (target && target !== "_self")) return;
    show(new URL(submitter?.hasAttribute("formaction") ? submitter.formAction : form.action));
  };
  window.addEventListener("click", onClick);
  window.addEventListener("submit", onSubmit);
  // A navigation begun before this script ran (ADR 0070) is under way: its skeleton shows now.
  for (const { event } of [...(early?.entries ?? [])])
    if (event.type === "click") onClick(event as MouseEvent);
    else onSubmit(event as SubmitEvent);
  // Back or Forward to a page in the back/forward cache: it shows what it showed, not the skeleton.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const step of undo.reverse()) step();
    undo = [];
    shown = false;
  });
}
