import { describe, expect, it } from "vitest";
import { routerMayStart, withoutRouterScripts } from "~/lib/hydration/router-payload.server";

const page = (body: string) =>
  `<html><head><button>head is not the page</button></head><body>${body}</body></html>`;
const island = (inner: string) =>
  `<div data-island="hero" data-island-props="{&quot;a&quot;:1}"><div>${inner}</div></div>`;
const islands = ["hero"];

describe("routerMayStart", () => {
  it("is false for a page whose controls are native or inside its islands", () => {
    const body =
      '<button type="button" popovertarget="menu">Menu</button><form method="get"><input name="q"></form>' +
      island(
        '<form method="post"><input required><button type="submit">Send</button><button type="button">Show</button></form>',
      ) +
      '<details><summary>FAQ</summary></details><a href="/x">x</a>';
    expect(routerMayStart(page(body), islands)).toBe(false);
  });

  it.each([
    ["a POST form outside the islands", '<form action="/x" method="post"><input></form>'],
    ["a button with no behaviour of its own", '<button type="button">Leave a Review</button>'],
    ["a button with no type (a submit only inside a form)", "<button>Go</button>"],
    ["a control marked data-hydrate", '<div data-hydrate="">x</div>'],
    ["a submit button marked data-hydrate", '<button type="submit" data-hydrate>x</button>'],
    ["a link held for React", '<a href="/x" data-hydration-hold="">x</a>'],
    ["an element playing a button", '<span role="button">x</span>'],
    ["an input button", '<input type="button" value="x">'],
    ["an island the build does not know", '<div data-island="other"><form method="post"></form></div>'],
  ])("is true for %s", (_, body) => {
    expect(routerMayStart(page(body), islands)).toBe(true);
    expect(routerMayStart(page(island("") + body), islands)).toBe(true);
  });

  it("does not count a data-hydrated mark or a control after an island closes as inside it", () => {
    expect(routerMayStart(page('<html data-hydrated="true"><p>x</p>'), islands)).toBe(false);
    expect(routerMayStart(page(`${island("<div></div>")}<div><button>x</button></div>`), islands)).toBe(true);
  });
});

describe("withoutRouterScripts", () => {
  it("takes out the router's context, its data and its scroll restoration, nothing else", () => {
    const html =
      '<body><script nonce="n">((storageKey2, restoreKey) => { sessionStorage; })("k", null)</script>' +
      '<script nonce="n">window.__reactRouterContext = {"a":1};</script><p>kept</p>' +
      '<script>window.__reactRouterContext.streamController.enqueue("x");</script>' +
      "<script>window.__reactRouterContext.streamController.close();</script>" +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script>own()</script></body>';
    expect(withoutRouterScripts(html)).toBe(
      '<body><p>kept</p><script type="application/ld+json">{"@type":"Organization"}</script><script>own()</script></body>',
    );
  });
});
