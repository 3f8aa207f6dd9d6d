import { expect, hydrate, noJsPage, onScreen, recordToasts, test } from "./fixtures";

/**
 * Where a form's answer leaves the visitor (ADR 0025): without JavaScript the answer
 * page lands on the form, focused, with a summary linking to each field to fix; with it, the
 * quick-contact widget marks every empty field, focuses the first and names them all in one toast.
 */

test.describe("without JavaScript", () => {
  // A refused contact or hero form's answer (on the form, focused, a summary linking to each
  // field): forms.spec.ts, "without JavaScript".
  test("a newsletter sign-up's answer lands on the sign-up box", async ({ browser, baseURL }) => {
    const { page, close } = await noJsPage(browser, baseURL);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/blog");
      const box = page.locator('[data-newsletter="sidebar"]');
      await box.getByRole("textbox").fill(`pat.news.${Date.now()}@example.com`);
      await box.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/blog#newsletter-form$/);
      await expect(page.locator('[data-newsletter="sidebar"]')).toBeFocused();
      expect(await onScreen(page, '[data-newsletter="sidebar"]')).toBe(true);
      await expect(
        page.getByText("Successfully subscribed! Check your email for confirmation."),
      ).toBeVisible();
    } finally {
      await close();
    }
  });
});

test.describe("the quick-contact widget", () => {
  test("an empty send marks every empty field, focuses the first and names them in one toast", async ({
    page,
  }) => {
    await page.goto("/products");
    await page.getByRole("button", { name: "Quick contact options" }).click();
    await page.getByRole("button", { name: /^Send Message/ }).click();
    const form = page.getByRole("form", { name: "Quick Message" });
    await hydrate(page, form.getByLabel("Name", { exact: true }));
    await form.getByLabel("Email", { exact: true }).fill("pat.widget@example.com");
    const toasts = await recordToasts(page);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Message", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    // One toast, naming every empty field.
    await expect
      .poll(toasts)
      .toEqual([
        expect.stringMatching(
          /^Error\s*Please fill out all fields\. Name is required\. Message is required\./,
        ),
      ]);

    // Typing clears the mark of that field.
    await form.getByLabel("Name", { exact: true }).fill("Pat");
    await expect(form.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  });
});
