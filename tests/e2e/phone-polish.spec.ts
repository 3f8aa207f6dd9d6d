import { expect, test } from "./fixtures";

/**
 * Phone polish: footer links and contact details are tap targets of at
 * least 24x24 px (WCAG 2.2, 2.5.8), the 'You Might Also Like' cards in a row are equally tall, and
 * a template page shows its price and 'Purchase Now' on a phone's first screen.
 */

test("a template page shows the price and 'Purchase Now' within the first screen at 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const id of ["business-pro", "ecommerce-starter"]) {
    await page.goto(`/product/${id}`);
    const purchase = page.getByRole("button", { name: /^Purchase Now/ }).first();
    const price = page
      .locator("main")
      .getByText(/^\$[\d,]+/)
      .first();
    for (const [label, element] of [
      ["price", price],
      ["Purchase Now", purchase],
    ] as const) {
      const box = await element.boundingBox();
      expect(box, `${id}: ${label}`).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0), `${id}: ${label} bottom edge`).toBeLessThanOrEqual(844);
    }
  }
});

test("footer links, phone and e-mail are at least 24x24 px at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  const links = page.locator("footer a");
  const count = await links.count();
  expect(count).toBeGreaterThan(10);
  const small: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    const box = await link.boundingBox();
    const name = (await link.textContent())?.trim() || (await link.getAttribute("aria-label")) || "";
    if (!box || box.width < 24 || box.height < 24) small.push(`${name}: ${box?.width}x${box?.height}`);
  }
  expect(small, "footer tap targets under 24x24 px").toEqual([]);
  await expect(page.locator('footer a[href^="tel:"]')).toHaveCount(1);
  await expect(page.locator('footer a[href^="mailto:"]')).toHaveCount(1);
});

for (const width of [390, 1280]) {
  test(`'You Might Also Like' cards in a row have the same height at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const id of ["business-pro", "realty-finder"]) {
      await page.goto(`/product/${id}`);
      const cards = page.getByRole("heading", { name: "You Might Also Like" }).locator("+ ul > li > a");
      await expect(cards).toHaveCount(4);
      const boxes = await cards.evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { top: Math.round(rect.top), height: Math.round(rect.height) };
        }),
      );
      const rows = new Map<number, number[]>();
      for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height]);
      for (const heights of rows.values()) {
        expect(
          Math.max(...heights) - Math.min(...heights),
          `${id}: ${JSON.stringify(boxes)}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });
}

test("on a phone the floating contact button steps aside while the visitor reads down /products", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/products");
  const toggle = page.getByRole("button", { name: "Quick contact options" });
  await expect(toggle).toBeVisible();
  const onScreen = async () => {
    const box = await toggle.boundingBox();
    return box !== null && box.y < 844;
  };
  await page.mouse.wheel(0, 900);
  await expect.poll(onScreen, { message: "hidden below the screen while scrolling down" }).toBe(false);
  await page.mouse.wheel(0, -200);
  await expect.poll(onScreen, { message: "back on any scroll up" }).toBe(true);

  // It never leaves while its menu is open.
  await toggle.click();
  await expect(page.getByRole("dialog", { name: "Questions about a template?" })).toBeVisible();
  await page.mouse.wheel(0, 400);
  await expect.poll(onScreen).toBe(true);
});

for (const width of [390, 1280]) {
  test(`the widget's error toast stays clear of its panel and toggle at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/products");
    // On a phone the toggle steps aside on the way down and returns on a scroll up. Each scroll is
    // seen on its own: two in one frame would read as one scroll down.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator("html")).toHaveAttribute("data-scroll-direction", "down");
    await page.evaluate(() => window.scrollTo(0, 360));
    await expect(page.locator("html")).toHaveAttribute("data-scroll-direction", "up");
    const toggle = page.getByRole("button", { name: "Quick contact options" });
    await toggle.click();
    await page.getByRole("button", { name: /Send Message/ }).click();
    const panel = page.getByRole("dialog", { name: "Quick Message" });
    await expect(panel).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await panel.getByRole("button", { name: "Send Message", exact: true }).click();
    const toast = page.locator("li").filter({ hasText: "Please fill out all fields" });
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    expect(toastBox).not.toBeNull();
    for (const [name, element] of [
      ["panel", panel],
      ["toggle", toggle],
    ] as const) {
      const box = await element.boundingBox();
      if (!toastBox || !box) throw new Error(`no box for the toast or the ${name}`);
      const overlap =
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height;
      expect(overlap, `toast ${JSON.stringify(toastBox)} over the ${name} ${JSON.stringify(box)}`).toBe(
        false,
      );
    }
  });
}
