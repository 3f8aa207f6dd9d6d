import { expect, test } from "./fixtures";

/**
 * With JavaScript off (or a script that fails to load), filters and form feedback still answer
 * the first tap: radio chips and CSS `:has()` apply a filter in the tap's frame, the Apply button
 * puts it in the URL, and constraint validation outlines empty required fields (ADR 0019).
 */
test.use({ javaScriptEnabled: false });

const shown = (page: import("@playwright/test").Page, testId: string) =>
  page.getByTestId(testId).filter({ visible: true });
/** The review cards on screen: each list item carries the category the filter reads. */
const shownReviews = (page: import("@playwright/test").Page) =>
  page.locator("#reviews li[data-category]").filter({ visible: true });

test("portfolio chips filter at once; Apply puts the choice in a shareable URL", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(shown(page, "portfolio-card")).toHaveCount(8);
  await page
    .locator("#projects label")
    .filter({ hasText: /^Roofing$/ })
    .click();
  await expect(shown(page, "portfolio-card")).toHaveCount(2);
  await expect(page.getByRole("radio", { name: "Roofing" })).toBeChecked();

  await page.getByRole("button", { name: "Apply filter" }).click();
  await expect(page).toHaveURL(/\/portfolio\?category=roofing#projects$/);
  await expect(page.getByRole("radio", { name: "Roofing" })).toBeChecked();
  await expect(shown(page, "portfolio-card")).toHaveCount(2);
});

test("reviews: an unknown category shows 'No reviews found'; a chip shows its reviews", async ({ page }) => {
  await page.goto("/reviews?category=pool-service");
  const empty = page.getByRole("status").getByRole("heading", { name: "No reviews found" });
  await expect(empty).toBeVisible();
  await expect(shownReviews(page)).toHaveCount(0);
  await page
    .locator("#reviews label")
    .filter({ hasText: /^Plumbing$/ })
    .click();
  await expect(shownReviews(page)).toHaveCount(6);
  await expect(empty).toBeHidden();
  await expect(page.locator("#reviews p[aria-live]")).toHaveText("6 reviews", { useInnerText: true });
});

test("templates: a chip narrows the grid and its count", async ({ page }) => {
  await page.goto("/products?category=corporate");
  const cards = page.locator("article[data-template]").filter({ visible: true });
  await expect(cards).toHaveCount(1);
  await page
    .locator("#templates label")
    .filter({ hasText: /^Retail$/ })
    .click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("eCommerce Starter");
  await expect(page.getByText("Showing 1 template in Retail")).toBeVisible();
  await page.locator("#templates label").filter({ hasText: /^All$/ }).click();
  await expect(cards).toHaveCount(6);
});

test("blog chips are links to the filtered list", async ({ page }) => {
  await page.goto("/blog");
  const chip = page.getByRole("list", { name: "Filter by category" }).getByRole("link").first();
  const name = (await chip.textContent())?.trim() ?? "";
  await chip.click();
  await expect(page).toHaveURL(/\/blog\?category=/);
  await expect(
    page.getByRole("list", { name: "Filter by category" }).getByRole("link", { name, exact: true }),
  ).toHaveAttribute("aria-current", "true");
});

test("an empty hero-form submit is stopped by the browser and outlines the fields", async ({ page }) => {
  await page.goto("/");
  const form = page.locator('form[data-form="hero"]');
  await form.locator('[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  const first = form.locator("input[required]").first();
  expect(
    await first.evaluate(
      (input: HTMLInputElement) => input.validity.valueMissing && input.matches(":user-invalid"),
    ),
  ).toBe(true);
  await expect(first).toHaveCSS("outline-style", "solid");
});

test("reviews: the unfiltered list shows nine cards and 'Show all reviews' reveals the rest", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/reviews");
  const visible = shownReviews(page);
  await expect(visible).toHaveCount(9);
  await page.getByText("Show all reviews (48)").click();
  await expect(visible).toHaveCount(48);
});
