import { expect, test } from "./fixtures";

/**
 * Icons are `<use>` of one immutable sprite file (ADR 0057), not an inline <svg> tree each: the
 * page names the file, the file holds the drawing, and the icon still paints in the text colour
 * at the size its classes give, hidden from assistive technology.
 */
test("an icon is drawn from the sprite file, in the text colour, at its class's size", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const icon = page.locator("header a[href^='tel:'] svg.lucide").first();
  const href = await icon.locator("use").getAttribute("href");
  expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#phone$/);
  // No drawing of its own in the page.
  expect(await page.locator("svg.lucide path").count()).toBe(0);

  const [file, id] = (href ?? "").split("#");
  const sprite = await request.get(file);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  expect(await sprite.text()).toContain(`<symbol id="${id}"`);

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
    };
  });
  expect(drawn.stroke).toBe(drawn.color);
  expect(drawn.fill).toBe("none");
  expect(drawn.width).toBe(16);
  // The referenced drawing loaded: the <use> has a box of its own.
  await expect
    .poll(() => icon.evaluate((svg) => (svg.querySelector("use") as SVGUseElement).getBBox().width))
    .toBeGreaterThan(0);
});
