import { expect, test } from "./fixtures";

/**
 * Icons are `<use>` of symbols, not an inline <svg> tree each (ADR 0057). A rendered page carries
 * the symbols of the icons it shows, once each, so it requests no sprite before its first paint
 * (ADR 0069); an icon React draws in the browser is a `<use>` of the immutable sprite file.
 * Either way the icon paints in the text colour at the size its classes give, hidden from
 * assistive technology.
 */
test("an icon is drawn from a symbol in the page, in the text colour, at its class's size", async ({
  page,
}) => {
  await page.goto("/");
  const icon = page.locator("header a[href^='tel:'] svg.lucide").first();
  await expect(icon.locator("use")).toHaveAttribute("href", "#i-phone");
  // No drawing of its own: one symbol, once in the page, whatever the number of phone icons.
  expect(await page.locator("svg.lucide path").count()).toBe(0);
  expect(await page.locator("symbol#i-phone").count()).toBe(1);
  expect(await page.locator("svg.lucide use[href='#i-phone']").count()).toBeGreaterThan(1);

  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(icon).toHaveAttribute("aria-hidden", "true");
  const drawn = await icon.evaluate((svg) => {
    const style = getComputedStyle(svg);
    const box = svg.getBoundingClientRect();
    return {
      stroke: style.stroke,
      color: style.color,
      fill: style.fill,
      width: box.width,
      used: (svg.querySelector("use") as SVGUseElement).getBBox().width,
    };
  });
  expect(drawn.stroke).toBe(drawn.color);
  expect(drawn.fill).toBe("none");
  expect(drawn.width).toBe(16);
  expect(drawn.used).toBeGreaterThan(0);
  // The symbols' container takes no room and is no content.
  await expect(page.locator("body > svg:first-child")).toBeHidden();
});
