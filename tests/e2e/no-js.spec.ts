import { expect, exposedExpanded, test } from "./fixtures";

/**
 * With JavaScript off (or a script that fails to load) the public controls still work and answer
 * the first tap: the phone menu and the quick-contact widget are popovers, FAQ items are
 * <details>, template tabs and gallery thumbnails are radio groups drawn by CSS, share buttons
 * are links (ADR 0019). Filters and form feedback: no-js-filters.spec.ts.
 */
test.use({ javaScriptEnabled: false });

test.describe("phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from its button, shows every link, and closes by button, Escape or a link", async ({
    page,
  }) => {
    await page.goto("/services");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    expect(await exposedExpanded(page, "header button[popovertarget]")).toBe(false);

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await exposedExpanded(page, "header button[popovertarget]")).toBe(true);
    for (const name of ["Home", "Services", "Results", "Portfolio", "About", "Reviews", "Blog"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/#contact");

    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("is reached by keyboard: Tab to the button, Enter opens, Tab enters the menu", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    for (
      let step = 0;
      step < 10 && !(await toggle.evaluate((node) => node === document.activeElement));
      step++
    )
      await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("FAQ", () => {
  for (const path of ["/", "/services", "/products"]) {
    test(`${path}: the first answer starts open and every item toggles on its own`, async ({ page }) => {
      await page.goto(path);
      const items = page.locator("#faq details");
      const count = await items.count();
      expect(count).toBeGreaterThanOrEqual(4);
      const answer = (index: number) => items.nth(index).locator("summary + *");

      await expect(answer(0)).toBeVisible();
      for (let index = 1; index < count; index++) await expect(answer(index)).toBeHidden();

      // Open every other item: all of them stay open together (no exclusive group).
      for (let index = 1; index < count; index++) {
        await items.nth(index).locator("summary").click();
        await expect(answer(index)).toBeVisible();
      }
      for (let index = 0; index < count; index++) await expect(answer(index)).toBeVisible();

      await items.nth(0).locator("summary").click();
      await expect(answer(0)).toBeHidden();
      await expect(answer(1)).toBeVisible();

      // Keyboard: Space and Enter toggle the focused question.
      await items.nth(1).locator("summary").focus();
      await page.keyboard.press("Space");
      await expect(answer(1)).toBeHidden();
      await page.keyboard.press("Enter");
      await expect(answer(1)).toBeVisible();

      // Spec 9: an answer area is at most 200 px high.
      const heights = await items
        .locator("summary + *")
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeLessThanOrEqual(200);
    });
  }
});

test.describe("template detail", () => {
  test("the four tabs switch their panel, with the mouse and the arrow keys", async ({ page }) => {
    await page.goto("/product/realty-finder");
    const tabs = page.getByRole("radiogroup", { name: "Template details" });
    await expect(tabs.getByRole("radio")).toHaveCount(4);
    await expect(tabs.locator("label")).toHaveText([
      "Description",
      "Specifications",
      "Customization Options",
      "Reviews",
    ]);
    await expect(tabs.getByRole("radio", { name: "Description" })).toBeChecked();
    const shown = page.getByRole("region").filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await expect(page.getByText("Best for", { exact: true })).toBeVisible();

    await tabs.getByText("Specifications", { exact: true }).click();
    await expect(tabs.getByRole("radio", { name: "Specifications" })).toBeChecked();
    await expect(page.getByRole("region", { name: "Specifications" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Specifications" })).toContainText("Listings");
    await expect(shown).toHaveCount(1);
    await expect(page.getByText("Best for", { exact: true })).toBeHidden();

    // One radio group: focus on the checked tab, an arrow key moves and switches.
    await tabs.getByRole("radio", { name: "Specifications" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("radio", { name: "Customization Options" })).toBeChecked();
    await expect(tabs.getByRole("radio", { name: "Customization Options" })).toBeFocused();
    await expect(page.getByText("IDX / MLS feed")).toBeVisible();
    await expect(page.getByText("Listings", { exact: true })).toBeHidden();

    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("radio", { name: "Reviews" })).toBeFocused();
    await expect(page.getByText("Priya Natarajan")).toBeVisible();
    await expect(page.getByRole("region", { name: "Reviews" })).toBeVisible();
  });

  test("a thumbnail shows its view in the large image, the main image first; arrow keys move through them", async ({
    page,
  }) => {
    await page.goto("/product/business-pro");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      "HomeTemplatesBusiness Pro",
    );
    const views = page.getByRole("radiogroup", { name: "Template views" });
    const thumbs = views.getByRole("radio");
    await expect(thumbs).toHaveCount(4);
    await expect(thumbs.first()).toBeChecked();
    const large = page.locator("figure").filter({ visible: true }).getByRole("img");
    await expect(large).toHaveAccessibleName(/Business Pro home page/);
    const caption = page.locator("figcaption").filter({ visible: true });
    await expect(caption).toHaveCount(1);
    const first = (await caption.textContent()) ?? "";

    await views.locator("label").nth(2).click();
    await expect(thumbs.nth(2)).toBeChecked();
    await expect(thumbs.first()).not.toBeChecked();
    await expect(caption).toHaveCount(1);
    await expect(caption).not.toHaveText(first);
    const label = (await views.locator("label").nth(2).locator("span").last().textContent()) ?? "";
    await expect(caption).toHaveText(`Business Pro: ${label}`);

    await page.getByText("Show Mobile home page").click();
    await expect(large).toHaveAccessibleName(/Business Pro on a phone/);
    await expect(page.getByRole("radio", { name: "Show Mobile home page" })).toBeChecked();

    // Arrow keys move through the views like any radio group.
    await thumbs.first().focus();
    await page.keyboard.press("Space");
    await expect(large).toHaveAccessibleName(/Business Pro home page/);
    await page.keyboard.press("ArrowRight");
    await expect(thumbs.nth(1)).toBeFocused();
    await expect(thumbs.nth(1)).toBeChecked();
    await expect(large).not.toHaveAccessibleName(/Business Pro home page/);
  });
});

test.describe("quick-contact widget", () => {
  test("the toggle opens the menu; 'Send Message' opens the form, 'Back' returns, Escape closes", async ({
    page,
  }) => {
    await page.goto("/products");
    const toggle = page.getByRole("button", { name: "Quick contact options" });
    await expect(toggle).toBeVisible();
    const menu = page.getByRole("dialog", { name: "Questions about a template?" });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await exposedExpanded(page, ".quick-contact-toggle")).toBe(true);
    await expect(menu.getByRole("link", { name: /Call Now/ })).toHaveAttribute("href", /^tel:/);
    await expect(menu.getByRole("link", { name: /Email Us/ })).toHaveAttribute("href", /^mailto:/);

    await menu.getByRole("button", { name: /Send Message/ }).click();
    const form = page.getByRole("dialog", { name: "Quick Message" });
    await expect(form).toBeVisible();
    await expect(menu).toBeHidden();
    await form.getByRole("button", { name: "Back" }).click();
    await expect(form).toBeHidden();
    await expect(menu).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await toggle.click();
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test("the Quick Message form posts to the quick-message page", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("button", { name: "Quick contact options" }).click();
    await page.getByRole("button", { name: /Send Message/ }).click();
    const form = page.getByRole("dialog", { name: "Quick Message" });

    // An empty send is stopped by the browser's own validation.
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/products$/);

    await form.getByLabel("Name", { exact: true }).fill("Nora Nojs");
    await form.getByLabel("Email", { exact: true }).fill("nora.nojs@example.com");
    await form
      .getByLabel("Message", { exact: true })
      .fill("Does Home Services Pro fit a two-van plumbing shop?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/quick-message#quick-message-form$/);
    await expect(page.getByText(/Thank you for your message/)).toBeVisible();
  });
});

test("share buttons are links carrying the article URL, opening in a new tab", async ({ page, baseURL }) => {
  const path = "/blog/local-seo-checklist-for-plumbers";
  await page.goto(path);
  const pageUrl = encodeURIComponent(`${baseURL}${path}`);
  for (const name of ["Twitter", "Facebook", "LinkedIn"]) {
    const link = page.getByRole("link", { name: `Share on ${name}` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(await link.getAttribute("href")).toContain(pageUrl);
  }
  const twitter = new URL(
    (await page.getByRole("link", { name: "Share on Twitter" }).getAttribute("href")) ?? "",
  );
  expect(twitter.searchParams.get("text")).toBe(
    "Check out this article: The Local SEO Checklist Every Plumber Needs",
  );
});

test("'Leave a Review' opens its dialog, which closes by its button, Escape or a press outside", async ({
  page,
}) => {
  await page.goto("/reviews");
  const trigger = page.getByRole("button", { name: "Leave a Review" });
  const dialog = page.getByRole("dialog", { name: "Leave a Review" });
  await trigger.click();
  await expect(dialog).toBeVisible();
  for (const name of ["Google", "Facebook", "Yelp", "Clutch"]) await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});
