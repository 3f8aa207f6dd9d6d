import { allowFailedResponses, signIn } from "./cms-helpers";
import { newColleague } from "./staff-helpers";
import { expect, test } from "./fixtures";

/** A CMS error renders inside the CMS chrome, never in the public site's frame. */
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

test("a Contributor opening Analytics reads the refusal's own words, not a generic failure", async ({
  page,
  browser,
}) => {
  const colleague = await newColleague(page, browser, "refused");
  const own = colleague.page;
  const response = await own.goto("/cms/analytics");
  expect(response?.status()).toBe(403);
  await expect(own.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  await expect(
    own.getByText("Your role does not allow this. Ask an administrator if you need it."),
  ).toBeVisible();
  await expect(own.getByText("Something went wrong")).toHaveCount(0);
  await own.context().close();
});
