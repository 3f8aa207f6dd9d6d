import { allowFailedResponses, DEMO, signIn } from "./cms-helpers";
import { expect, test, toastWith } from "./fixtures";

test.describe("staff CMS", () => {
  // Creating, editing, scheduling and previewing posts: cms-editor.spec.ts; the post list: cms-sections.spec.ts.

  test("sends a signed-out visitor to the login screen, which shows the demo credentials", async ({
    page,
  }) => {
    await page.goto("/cms/dashboard");
    await expect(page).toHaveURL(/\/cms\/login$/);
    await page.goto("/cms");
    await expect(page).toHaveURL(/\/cms\/login$/);
    const hint = page.getByRole("complementary", { name: "Demo credentials" });
    await expect(hint).toContainText(DEMO.username);
    await expect(hint).toContainText(DEMO.password);
  });

  test("a failed sign-in toasts the server's error; a good one opens the dashboard", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/cms/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("not-the-password");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = toastWith(page, "Login failed");
    await expect(toast).toContainText("Invalid username or password");
    await expect(page).toHaveURL(/\/cms\/login$/);
    allowFailedResponses(consoleErrors, 401);

    // No answer at all: the network error toast.
    await page.route("**/api/cms/login", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toastWith(page, "Login error")).toContainText("Unable to connect to server");
    await page.unroute("**/api/cms/login");
    for (let index = consoleErrors.length - 1; index >= 0; index--) {
      if (consoleErrors[index]?.includes("net::ERR_FAILED")) consoleErrors.splice(index, 1);
    }

    // The button reads 'Signing in...' while the request is in flight.
    await page.route("**/api/cms/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await password.fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/cms\/dashboard$/);
    await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
    await expect(page.getByText("Welcome to the CMS dashboard", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back, Maria Delgado" })).toBeVisible();
    await expect(page.getByRole("button", { name: "New Post" }).first()).toBeVisible();
    for (const label of ["Total Posts", "Published", "Categories", "Total Tags"]) {
      await expect(page.locator(`[data-stat="${label}"]`)).toBeVisible();
    }

    // A signed-in user going to the login screen lands on the dashboard.
    await page.goto("/cms/login");
    await expect(page).toHaveURL(/\/cms\/dashboard$/);
  });

  test("searches posts by title or author from the Posts section", async ({ page }) => {
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: "Posts" })
      .click();
    await expect(page).toHaveURL(/\/cms\/posts$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const search = page.getByRole("searchbox", { name: "Search posts by title or author" });
    await search.fill("MARIA delgado");
    await expect(page).toHaveURL(/q=MARIA/);
    await expect(page.getByTestId("post-count")).not.toHaveText("No posts match these filters.");
    await search.fill("no post is called this");
    await expect(page.getByTestId("post-count")).toHaveText("No posts match these filters.");
  });

  test("does not exist on a host outside CMS_HOSTS", async ({ request }) => {
    for (const path of ["/cms", "/cms/login", "/cms/dashboard"]) {
      const response = await request.get(path, {
        headers: { host: "www.hearthstonedigital.example" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
    const api = await request.get("/api/cms/me", { headers: { host: "www.hearthstonedigital.example" } });
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: "Not found" });
  });

  test("signing out ends the session", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/cms\/login$/);
    await page.goto("/cms/dashboard");
    await expect(page).toHaveURL(/\/cms\/login$/);
  });
});

test.describe("staff CMS without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in through the page action, never putting the password in the address", async ({ page }) => {
    await page.goto("/cms/login");
    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    expect(page.url()).not.toContain("not-the-password");

    await page.getByLabel("Username").fill(DEMO.username);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/cms\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Maria Delgado" })).toBeVisible();
  });
});
