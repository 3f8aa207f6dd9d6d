import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { nativeBehavioursScript } from "~/components/layout/native-behaviours";
import { deferHydration } from "~/lib/hydration/defer-scripts.server";
import { BOOT_SCRIPT_ID } from "~/lib/hydration/on-intent";

/** The shape React Router 7 renders at the end of a document (abridged). */
const bootstrap = [
  ';\nimport * as route0 from "/assets/root-abc12345.js";',
  'import * as route1 from "/assets/services-def67890.js";',
  'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-11111111.js"}};',
  'window.__reactRouterRouteModules = {"root":route0,"routes/services":route1};',
  'import("/assets/entry.client-11111111.js");',
].join("\n");

const documentHtml = [
  '<!DOCTYPE html><html lang="en-US"><head>',
  '<link rel="modulepreload" href="/assets/entry.client-11111111.js" nonce="N0NCE"/>',
  '<link rel="modulepreload" href="/assets/root-abc12345.js" nonce="N0NCE"/>',
  '<link rel="stylesheet" href="/assets/root-22222222.css"/>',
  // A button only React answers: the router may start on this page.
  '</head><body><main><h1>Services</h1><button type="button">Open</button></main>',
  '<script nonce="N0NCE">window.__reactRouterContext = {};</script>',
  `<script nonce="N0NCE" type="module" async="">${bootstrap}</script>`,
  '<script nonce="N0NCE">window.__reactRouterContext.streamController.close();</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const output = deferHydration(documentHtml);

  it("drops every module preload and keeps the stylesheet", () => {
    expect(output).not.toContain("modulepreload");
    expect(output).toContain('<link rel="stylesheet" href="/assets/root-22222222.css"/>');
  });

  it("turns React Router's bootstrap into an inert script with the same code", () => {
    const inert = new RegExp(
      `<script nonce="N0NCE" type="text/x-hydration-boot" id="${BOOT_SCRIPT_ID}">([\\s\\S]*?)</script>`,
    );
    const match = inert.exec(output);
    expect(match?.[1]).toBe(bootstrap);
    expect(output).not.toMatch(/<script[^>]*type="module"/);
  });

  it("follows it with the loader, carrying the page's nonce, and leaves the other scripts alone", () => {
    const afterBoot = output.slice(output.indexOf(BOOT_SCRIPT_ID));
    const loader = /<\/script><script nonce="N0NCE">([\s\S]*?)<\/script>/.exec(afterBoot);
    expect(loader?.[1]).toContain(JSON.stringify(BOOT_SCRIPT_ID));
    expect(output).toContain('<script nonce="N0NCE">window.__reactRouterContext = {};</script>');
    expect(output).toContain("streamController.close();</script>");
    expect(output).toContain('<main><h1>Services</h1><button type="button">Open</button></main>');
  });

  it("emits a loader that parses as JavaScript", () => {
    const loader = /<\/script><script nonce="N0NCE">([\s\S]*?)<\/script>/.exec(
      output.slice(output.indexOf(BOOT_SCRIPT_ID)),
    )?.[1];
    expect(() => new Function(loader ?? "syntax error (")).not.toThrow();
  });

  it("leaves a document without React Router's bootstrap unchanged (it then hydrates eagerly)", () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>Hi</p></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});

describe("deferHydration with the build's page script file", () => {
  const file = "/assets/page-scripts-abc12345.js";
  const header = `<header><nav>Menu</nav><script nonce="N0NCE">${nativeBehavioursScript()}</script></header>`;
  const withHeader = documentHtml.replace("<main>", `${header}<main>`);
  let defer: typeof deferHydration;

  beforeAll(async () => {
    // The build writes the file's address in as a constant; here it is a global read at import.
    vi.stubGlobal("__PAGE_SCRIPT__", file);
    vi.resetModules();
    defer = (await import("~/lib/hydration/defer-scripts.server")).deferHydration;
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("puts the file, inert until the first paint and with the page's nonce, where the header's inline script was", () => {
    const output = defer(withHeader);
    expect(output).toContain(
      `<header><nav>Menu</nav><script nonce="N0NCE" type="text/x-after-paint" data-src="${file}"></script></header><main>`,
    );
    expect(output).not.toContain(nativeBehavioursScript());
  });

  it("carries no inline loader after the inert boot script", () => {
    const output = defer(withHeader);
    const afterBoot = output.slice(output.indexOf(BOOT_SCRIPT_ID));
    // The loader's options name the boot script: no inline copy of them is left in the page.
    expect(output).not.toContain('"bootId"');
    expect(afterBoot).toContain("streamController.close();</script>");
    expect(output.match(/data-src="\/assets\/page-scripts-/g)).toHaveLength(1);
  });

  it("leaves the router's payload out where nothing could start it, and keeps the file", () => {
    const output = defer(withHeader.replace('<button type="button">Open</button>', ""));
    expect(output).not.toContain(BOOT_SCRIPT_ID);
    expect(output).not.toContain("__reactRouter");
    expect(output).toContain(`<script nonce="N0NCE" type="text/x-after-paint" data-src="${file}"></script>`);
    expect(output).toContain("<main><h1>Services</h1></main>");
  });

  it("adds the file after the boot script on a page without the header's script", () => {
    const output = defer(documentHtml);
    const afterBoot = output.slice(output.indexOf(BOOT_SCRIPT_ID));
    expect(afterBoot).toContain(
      `</script><script nonce="N0NCE" type="text/x-after-paint" data-src="${file}"></script>`,
    );
  });
});
