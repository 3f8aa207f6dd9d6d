import type { Locator } from "@playwright/test";
import { DEMO } from "./cms-helpers";
import { expect, test } from "./fixtures";

/**
 * Notifications never cover the primary action: they sit at the bottom left, while
 * the CMS's New Post and the editor's Update live at the top (the quick-contact widget's own
 * placement is phone-polish.spec.ts).
 */

async function overlaps(a: Locator, b: Locator) {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error("no box");
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

for (const width of [390, 1280]) {
  test(`'Login successful' leaves New Post free at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/cms/login");
    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.locator("li[data-variant]").filter({ hasText: "Login successful" });
    await expect(toast).toBeVisible();
    const newPost = page.getByRole("button", { name: "New Post" }).first();
    await expect(newPost).toBeVisible();
    expect(await overlaps(toast, newPost), "toast over New Post").toBe(false);
  });
}
