import { reviewPlatforms } from "../../app/content/review-platforms";
import { videoTestimonials } from "../../app/content/video-testimonials";
import { expect, test } from "./fixtures";

/**
 * The reviews page links only to what is there (ADR 0025): 'Watch video testimonials'
 * only when a recording can be played, and a review platform is a link only when its profile
 * address is configured (app/content/review-platforms.ts); otherwise it is text that does not look
 * tappable.
 */

test("no link to an empty video section, and every in-page link has its target", async ({ page }) => {
  await page.goto("/reviews");
  const playable = videoTestimonials.filter((video) => video.videoUrl).length;
  await expect(page.getByRole("link", { name: "Watch video testimonials" })).toHaveCount(playable ? 1 : 0);
  await expect(page.getByRole("link", { name: /Watch Video/ })).toHaveCount(playable);
  for (const href of await page
    .locator("main a[href^='#']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))
    await expect(page.locator(href), `target of ${href}`).toHaveCount(1);
});

test("'Leave a Review' rows link to a configured profile or are plain text", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/reviews");
  await page.getByRole("button", { name: "Leave a Review" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (const platform of reviewPlatforms) {
    const link = dialog.getByRole("link", { name: new RegExp(`^${platform.name}`) });
    if (platform.url) {
      await expect(link).toHaveAttribute("href", platform.url);
      continue;
    }
    await expect(link).toHaveCount(0);
    const row = dialog.getByTestId("platform-text").filter({ hasText: platform.name });
    await expect(row).toBeVisible();
    const look = await row.evaluate((node) => {
      const style = getComputedStyle(node);
      return { border: style.borderTopWidth, cursor: style.cursor };
    });
    expect(look, `${platform.name} looks tappable`).toEqual({ border: "0px", cursor: "auto" });
  }
});
