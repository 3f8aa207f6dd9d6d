import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { e2eDataDir, expect, hydrate, test } from "./fixtures";

/**
 * The lead forms tell the truth: a successful send leaves a clean form, not one marked in red.
 */

let counter = 0;
function person(label: string) {
  counter += 1;
  const tag = `${label}${Date.now().toString(36)}${counter}`;
  return { name: `Pat ${tag}`, email: `pat.${tag.toLowerCase()}@example.com` };
}

function toast(page: Page, title: string) {
  return page.locator("li[data-variant]").filter({ has: page.getByText(title, { exact: true }) });
}

/** Neither marked by us (aria-invalid) nor by the browser's own validation (`:user-invalid`, red outline). */
async function expectClean(field: Locator) {
  await expect(field).toHaveValue("");
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  expect(await field.evaluate((element) => element.matches(":user-invalid"))).toBe(false);
  expect(await field.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
}

test.describe("quick message: a successful send shows success and a clean form", () => {
  test("the /quick-message page", async ({ page }) => {
    const lead = person("qmclean");
    await page.goto("/quick-message");
    const form = page.locator('form[data-form="quick-message"]');
    await hydrate(page);
    await expect(form).toHaveAttribute("data-ready", "true");
    await form.getByLabel("Name").fill(lead.name);
    await form.getByLabel("Email").fill(lead.email);
    await form.getByLabel("Message").fill("Clean form after sending, please.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message Sent")).toBeVisible();
    // Focus leaves the last field (a blur is what makes the browser judge it).
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    for (const label of ["Name", "Email", "Message"]) await expectClean(form.getByLabel(label));
  });

  test("the floating widget", async ({ page }) => {
    const lead = person("qmwidget");
    await page.goto("/products");
    await page.getByRole("button", { name: "Quick contact options" }).click();
    await page.getByRole("button", { name: /^Send Message/ }).click();
    const form = page.getByRole("form", { name: "Quick Message" });
    await hydrate(page, form.getByLabel("Name", { exact: true }));
    await form.getByLabel("Name", { exact: true }).fill(lead.name);
    await form.getByLabel("Email", { exact: true }).fill(lead.email);
    await form.getByLabel("Message", { exact: true }).fill("Clean widget after sending, please.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your message has been sent." })).toBeVisible();
    for (const label of ["Name", "Email", "Message"])
      await expectClean(form.getByLabel(label, { exact: true }));
  });
});
