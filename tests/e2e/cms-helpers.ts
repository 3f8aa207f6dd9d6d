import type { Page } from "@playwright/test";
import { DEMO_ACCOUNT } from "../../app/.server/demo-account";
import { expect } from "./fixtures";

/** The seeded demo account every CMS spec signs in with. */
export const DEMO = DEMO_ACCOUNT;

/** Signs in through the login screen, as staff do, and lands on the dashboard. */
export async function signIn(page: Page) {
  await page.goto("/cms/login");
  await page.getByLabel("Username").fill(DEMO.username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
}

/**
 * The CMS hydrates at load; a field filled before React owns it would not reach React's state.
 * Tests of React behaviour wait for the root's hydration signal first.
 */
export async function hydrateCms(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Chromium logs each failed request; drop the ones a test provokes on purpose, keep any other error. */
export function allowFailedResponses(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  for (let index = consoleErrors.length - 1; index >= 0; index--) {
    if (consoleErrors[index]?.includes(expected)) consoleErrors.splice(index, 1);
  }
}
