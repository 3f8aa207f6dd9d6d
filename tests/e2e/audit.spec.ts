import { hydrateCms, signIn } from "./cms-helpers";
import { expect, test, uniqueIp } from "./fixtures";

/**
 * The audit trail on the screen: a failed sign-in from another browser shows up in CMS → Audit
 * without anything typed, found through the action and date filters, and the view fits a phone.
 */
test("a failed sign-in is listed in the audit trail and found with its filters", async ({
  browser,
  baseURL,
  page,
}) => {
  // What a person may type into the username field by mistake: their password.
  const ghost = `ghost-${Date.now().toString(36)}`;
  const strangerIp = uniqueIp();
  const stranger = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": strangerIp },
  });
  try {
    const tab = await stranger.newPage();
    await tab.goto("/cms/login");
    await tab.getByLabel("Username").fill(ghost);
    await tab.getByLabel("Password", { exact: true }).fill("not-the-password-1");
    await tab.getByRole("button", { name: "Sign In" }).click();
    await expect(tab.getByText("Invalid username or password", { exact: true })).toBeVisible();
  } finally {
    await stranger.close();
  }

  await signIn(page);
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: "Audit" })
    .click();
  await expect(page).toHaveURL(/\/cms\/audit$/);
  await hydrateCms(page);
  const events = page.getByTestId("audit-event");
  await expect(events.first()).toBeVisible();

  // The action filter applies on change; the failed sign-in is there, without its password.
  await page.getByLabel("Action").selectOption({ label: "Failed sign-in" });
  await expect(page).toHaveURL(/action=sign-in-failed/);
  // The address changes before the list redraws: the filtered list is the one with no other action.
  await expect(page.locator('[data-testid="audit-event"]:not([data-action="sign-in-failed"])')).toHaveCount(
    0,
  );
  const row = events.filter({ hasText: `client ${strangerIp}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText("failed sign-in");
  await expect(row).toContainText("account: unknown");
  // Nothing typed is shown: neither the password nor the unknown name (it may be a password too).
  await expect(page.getByText("not-the-password-1")).toHaveCount(0);
  await expect(page.getByText(ghost)).toHaveCount(0);

  // A date range through the form: today keeps it, a day long past shows none.
  // The site's today (its zone's), which the fields cap: the filter reads days in that zone.
  const today = (await page.getByLabel("To").getAttribute("max")) ?? "";
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByLabel("From").fill(today);
  await page.getByLabel("To").fill(today);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(row).toBeVisible();
  await page.getByLabel("From").fill("2020-01-01");
  await page.getByLabel("To").fill("2020-01-02");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No event matches these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/cms\/audit$/);

  // Usable on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(events.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
