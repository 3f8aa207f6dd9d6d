import { expect, test } from "./fixtures";

/**
 * Phone polish from issue 18, point 5: footer links and contact details are tap targets of at
 * least 24x24 px (WCAG 2.2, 2.5.8), the 'You Might Also Like' cards in a row are equally tall, and
 * a template page shows its price and 'Purchase Now' on a phone's first screen.
 */

test("a template page shows the price and 'Purchase Now' within the first screen at 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const id of ["business-pro", "ecommerce-starter"]) {
    await page.goto(`/product/${id}`);
    const purchase = page.getByRole("link", { name: /^Purchase Now/ }).first();
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
