import { allowFailedResponses, signIn } from "./cms-helpers";
import { expect, test } from "./fixtures";

/** Issue 24 point 6: a CMS error renders inside the CMS chrome, never in the public site's frame. */
test("an unknown post answers 404 inside the CMS chrome, with the way back to the dashboard", async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  const response = await page.goto("/cms/posts/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  allowFailedResponses(consoleErrors, 404);
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  // The CMS header (its sign-out control), not the public site's navigation and footer.
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/cms\/dashboard$/);
});
