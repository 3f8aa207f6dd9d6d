import fs from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Puts axe in every frame of the page that does not have it yet. AxeBuilder evaluates its 560 kB
 * source twice a scan (once in analyze, once in its legacy inject); doing it once a document here
 * and handing AxeBuilder an empty source made a scan at both widths about 30 % cheaper for the
 * browser (docs/benchmarks.md).
 */
async function injectAxeOnce(page: Page) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate("typeof window.axe === 'object'"))) await frame.evaluate(axeSource);
  }
}

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * WCAG 2.2 AA violations of any impact, and axe's best-practice rules when serious or critical,
 * as one line each, naming the page and the first nodes.
 *
 * Legacy mode runs axe in the page itself. The default (runPartial in each frame, then
 * finishRun in a blank page it opens) cost 0.5-1.9 s a scan against 0.2-0.8 s here, and our
 * pages have no cross-origin frames, the one thing legacy mode does not reach.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await injectAxeOnce(page);
  const results = await new AxeBuilder({ page, axeSource: "void 0" })
    .setLegacyMode(true)
    .withTags([...wcagTags, "best-practice"])
    // Only violations are read: axe then skips building the details of every passing node,
    // about a quarter of a scan on our longer pages.
    .options({ resultTypes: ["violations"] })
    .analyze();
  const counts = (violation: (typeof results.violations)[number]) =>
    violation.tags.some((tag) => wcagTags.includes(tag)) ||
    violation.impact === "serious" ||
    violation.impact === "critical";
  return results.violations.filter(counts).map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.help} -> ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}

/**
 * Loads a page once at 1280 px and scans it, then narrows it to 390 px and scans again (the media
 * queries apply as on a fresh load; public pages run no script that reads the width). The loaded
 * document is the one scanned: public pages run no script until a visitor's intent (ADR 0019).
 */
export async function axeViolationsAtBothWidths(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path, { waitUntil: "load" });
  const wide = await axeViolations(page, `${path} @1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  return [...wide, ...(await axeViolations(page, `${path} @390`))];
}
