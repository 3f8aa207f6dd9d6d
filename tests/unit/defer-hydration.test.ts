import { describe, expect, it } from "vitest";
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
  "</head><body><main><h1>Services</h1></main>",
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
    expect(output).toContain("<main><h1>Services</h1></main>");
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
