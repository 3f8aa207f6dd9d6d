import { signIn } from "./cms-helpers";
import { expect, test } from "./fixtures";

/**
 * The CMS on a 390 px phone (issue 23): no screen scrolls sideways, the section bar reaches
 * Settings, and the post list's filters fold away so the first post is near the top.
 */
test.describe("CMS at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 90_000 });

  test("no CMS screen is wider than the phone", async ({ page }, testInfo) => {
    await signIn(page);
    await page.goto("/cms/posts");
    const editHref = await page
      .getByRole("link", { name: /^Edit “/ })
      .first()
      .getAttribute("href");
    const screens = [
      "/cms/dashboard",
      "/cms/posts",
      "/cms/posts/new",
      editHref ?? "/cms/posts/new",
      "/cms/media",
      "/cms/inbox",
      "/cms/inbox?view=spam",
      "/cms/inbox?view=subscribers",
      "/cms/settings",
      "/cms/audit",
      "/cms/profile",
    ];
    for (const path of screens) {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const size = await page.evaluate(() => {
        const root = document.scrollingElement as HTMLElement;
        // The widest elements that stick out, named, for the failure message.
        const wide = [...document.body.querySelectorAll<HTMLElement>("*")]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
          .slice(-3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 160));
        return { scroll: root.scrollWidth, client: root.clientWidth, wide };
      });
      await page.screenshot({
        path: testInfo.outputPath(`cms-390${path.replace(/[/?=]/g, "-")}.png`),
      });
      expect
        .soft(size.scroll, `${path} scrolls sideways: ${size.wide.join(" | ")}`)
        .toBeLessThanOrEqual(size.client);
    }
  });

  test("the Settings tab is whole on screen, and the first post is not below the filters", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/cms/posts");
    const settings = page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", {
      name: "Settings",
    });
    const box = await settings.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, "Settings tab fully visible").toBe(true);

    // The issue measured the first post below ~830 px of filters; now it starts on the first screen.
    const firstPost = page.getByRole("main").getByRole("heading", { level: 3 }).first();
    const postBox = await firstPost.boundingBox();
    expect(postBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(640);
    // The filters are one tap away and work.
    await page.getByText("Filters", { exact: true }).click();
    await expect(page.getByLabel("Author", { exact: true })).toBeVisible();
  });
});
