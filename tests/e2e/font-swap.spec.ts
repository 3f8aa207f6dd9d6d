import { expect, test } from "./fixtures";
import { readShifts, recordShifts } from "./layout-shifts";

/**
 * How text moves as the web fonts arrive. The one spec on Debian's full Chromium: the headless
 * shell lays text out a little differently (a line of tags on /blog wraps elsewhere), and this
 * measures the fallbacks against the fonts a visitor's browser draws.
 */
test("the web fonts swap in without moving anything, on a phone and a desktop: the fallbacks are sized like them", async ({
  page,
}) => {
  // A shift here on / at 1280 px would come from the hero, not the fonts: on a busy server or a
  // slow link the page is painted before the hero form's end has arrived, and a text column
  // centred against the form would move (by 66 px). layout.spec.ts covers that on its own, with a
  // slow link; the hero is top-aligned (routes/home.tsx) so that it does not.
  // Fonts arrive well after the first paint, as on a slow phone link (they are not preloaded).
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await recordShifts(page);
  for (const [width, path] of [
    [412, "/"],
    [412, "/blog"],
    [1280, "/"],
    [1280, "/blog"],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family.startsWith("Inter") && face.status === "loaded"),
    );
    await page.evaluate(() => document.fonts.ready);
    const { total, report } = await readShifts(page);
    expect(total, `${path} at ${width} px: layout shift from the font swap:\n${report}`).toBeLessThan(0.005);
  }
});
