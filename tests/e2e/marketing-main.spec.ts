import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The prerendered HTML a crawler (or a visitor without JavaScript) receives. */
async function serverHtml(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe("home page", () => {
  test("renders every section of spec 2.3 in order with its counts", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Hearthstone Digital/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Houston/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/More calls/);

    const services = page.locator("#services");
    await expect(services.getByTestId("service-card")).toHaveCount(3);
    for (const title of ["Better Websites", "SEO Content", "Performance Analytics"]) {
      await expect(services.getByRole("heading", { name: title })).toBeVisible();
    }

    const results = page.locator("#results");
    await expect(results.getByTestId("stat")).toHaveCount(4);
    await expect(results).toContainText("240%");
    await expect(results).toContainText("3.5x");
    await expect(results.getByTestId("case-study-card")).toHaveCount(1);
    await expect(results.getByRole("link", { name: /Read the case study/ })).toHaveAttribute(
      "href",
      "/case-studies/houston-plumbing-pros",
    );

    await expect(page.locator("#portfolio").getByTestId("portfolio-card")).toHaveCount(6);
    const about = page.locator("#about");
    await expect(about).toContainText("8+");
    await expect(about).toContainText("years of experience");
    await expect(about).toContainText("150+");
    await expect(about).toContainText("businesses helped");
    await expect(page.locator("#testimonials").getByTestId("testimonial")).toHaveCount(3);
    await expect(page.locator("#faq details")).toHaveCount(5);
    await expect(page.locator("#contact").getByRole("heading", { level: 2 }).first()).toBeVisible();

    // Sections follow the spec's order.
    const order = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((section) => section.id).filter(Boolean));
    const expected = ["services", "results", "portfolio", "about", "testimonials", "faq", "contact"];
    expect(order.filter((id) => expected.includes(id))).toEqual(expected);
  });

  test("FAQ: first answer open, items toggle independently, several open at once", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("#faq");
    // Each item is a <details> (a group): its question, the summary, toggles it.
    const items = faq.getByRole("group");
    const question = (index: number) => items.nth(index).locator("summary");
    await expect(items).toHaveCount(5);
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await expect(items.nth(0)).toContainText("go live in 2-4 weeks");
    await expect(faq.getByText(/go live in 2-4 weeks/)).toBeVisible();
    await expect(faq.getByText(/\$2,500 to \$6,000/)).toBeHidden();

    await question(1).click();
    await question(3).click();
    await expect(faq.locator("details[open]")).toHaveCount(3);
    await expect(faq.getByText(/\$2,500 to \$6,000/)).toBeVisible();

    await question(0).click();
    await expect(faq.getByText(/go live in 2-4 weeks/)).toBeHidden();
    await expect(faq.getByText(/\$2,500 to \$6,000/)).toBeVisible();
    await expect(faq.locator("details[open]")).toHaveCount(2);

    const answerHeight = await faq
      .locator("details[open] > summary + div")
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(answerHeight).toBeLessThanOrEqual(200);
  });

  test("carries FAQPage structured data", async ({ page }) => {
    const html = await serverHtml(page, "/");
    expect(html).toContain('"@type":"FAQPage"');
  });
});

test.describe("services page", () => {
  test("overview, four-step process, eight industries, results and four FAQs", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveTitle(/Services/);
    await expect(page.getByTestId("service-card")).toHaveCount(3);
    for (const title of ["Better Websites", "SEO Content", "PPC & Social Ads"]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("process-step")).toHaveText([
      /Analyze/,
      /Strategize/,
      /Implement/,
      /Grow Bigger/,
    ]);
    await expect(page.getByTestId("industry")).toHaveCount(8);
    await expect(page.getByTestId("industry").last()).toContainText("Garage Doors");
    const results = page.locator("#results");
    for (const figure of ["240%", "3.5x", "90%", "12-18"]) await expect(results).toContainText(figure);
    await expect(page.locator("#faq details")).toHaveCount(4);

    await results.getByRole("link", { name: "See more client results" }).click();
    await expect(page).toHaveURL(/\/results$/);
  });
});

test.describe("results page", () => {
  test("stats, four case-study cards with their links, process and before/after", async ({ page }) => {
    await page.goto("/results");
    await expect(page.getByTestId("stat")).toHaveCount(4);
    const cards = page.getByTestId("case-study-card");
    await expect(cards).toHaveCount(4);
    const hrefs = await cards
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual(
      [
        "/case-studies/automatic-climate-hvac",
        "/case-studies/bright-spark-electric",
        "/case-studies/cool-comfort-ac",
        "/case-studies/houston-plumbing-pros",
      ].sort(),
    );
    await expect(page.getByTestId("process-step")).toHaveText([
      /Analyze/,
      /Build/,
      /Optimize/,
      /Measure & Grow/,
    ]);
    const comparison = page.locator("#before-after");
    await expect(comparison.getByRole("row", { name: /Page load time/ })).toContainText("7.4 s");
    await expect(comparison.getByRole("row", { name: /Page load time/ })).toContainText("1.8 s");
    await expect(page.locator('main a[href="/#contact"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/products"]').first()).toBeVisible();
  });
});

test.describe("portfolio page", () => {
  test("eight projects, each with category, location and three highlights", async ({ page }) => {
    await page.goto("/portfolio");
    const cards = page.getByTestId("portfolio-card");
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) {
      await expect(card.getByTestId("highlights").getByRole("listitem")).toHaveCount(3);
    }
    await expect(page.getByRole("radio", { name: "All", exact: true })).toBeChecked();
    // Detail links only where a project page exists; no dead "#" links.
    await expect(page.locator('#projects a[href="#"]')).toHaveCount(0);
    await expect(cards.filter({ hasText: "Sunrise Plumbing" }).getByRole("link")).toHaveAttribute(
      "href",
      "/projects/sunrise-plumbing",
    );
    await expect(cards.filter({ hasText: "FreshCoat Painting" }).getByRole("link")).toHaveCount(0);
    await expect(page.getByTestId("featured-case")).toHaveCount(2);
    await expect(page.locator("#approach")).toContainText("Tailwind CSS");
    await expect(page.locator('main a[href="/#contact"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/products"]').first()).toBeVisible();
  });

  test("filter chips filter at once and put the choice in the URL", async ({ page }) => {
    await page.goto("/portfolio");
    const filters = page.getByRole("radiogroup", { name: "Filter projects by industry" });
    await expect(filters.locator("label")).toHaveText([
      "All",
      "Plumbing",
      "HVAC",
      "Electrical",
      "Landscaping",
      "Roofing",
      "Cleaning",
      "Painting",
    ]);
    const chip = (name: string) => filters.locator("label").filter({ hasText: new RegExp(`^${name}$`) });
    await chip("Roofing").click();
    await expect(page).toHaveURL(/\/portfolio\?category=roofing/);
    const cards = page.getByTestId("portfolio-card").filter({ visible: true });
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText("Elite Roofing Co.");
    await expect(cards.nth(1)).toContainText("Metro Roofing & Exteriors");
    await expect(filters.getByRole("radio", { name: "Roofing" })).toBeChecked();
    await expect(filters.getByRole("radio", { name: "All" })).not.toBeChecked();

    await chip("HVAC").click();
    await expect(page).toHaveURL(/category=hvac/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("CoolBreeze HVAC");

    await page.goBack();
    await expect(page).toHaveURL(/category=roofing/);
    await expect(filters.getByRole("radio", { name: "Roofing" })).toBeChecked();
    await expect(cards).toHaveCount(2);

    await chip("All").click();
    await expect(page).toHaveURL(/\/portfolio(#projects)?$/);
    await expect(cards).toHaveCount(8);
  });

  test("a fresh load of ?category= shows that category with its chip chosen", async ({ page }) => {
    await page.goto("/portfolio?category=landscaping");
    const cards = page.getByTestId("portfolio-card").filter({ visible: true });
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole("radio", { name: "Landscaping" })).toBeChecked();
    await page
      .locator("#projects label")
      .filter({ hasText: /^Cleaning$/ })
      .click();
    await expect(page).toHaveURL(/category=cleaning/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Sparkle Home Cleaning");
  });

  test("the prerendered /portfolio shows All with a canonical URL", async ({ page }) => {
    const html = await serverHtml(page, "/portfolio");
    expect(html.match(/data-testid="portfolio-card"/g)).toHaveLength(8);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/portfolio"/);
  });
});

test.describe("about page", () => {
  test("story, team of four with honest social links, four values, milestones 2015 to 2023", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.locator("#story")).toContainText("2015");
    const team = page.getByTestId("team-member");
    await expect(team).toHaveCount(4);
    for (const member of await team.all()) {
      await expect(member.getByRole("img", { name: /Illustrated portrait of/ })).toBeVisible();
      // No member has a public profile yet: no icon pretends one exists (ADR 0005).
      await expect(member.getByRole("link")).toHaveCount(0);
    }
    await expect(page.getByTestId("value")).toHaveCount(4);
    const years = await page
      .getByTestId("milestone")
      .evaluateAll((items) => items.map((item) => Number(item.querySelector("p")?.textContent)));
    expect(years[0]).toBe(2015);
    expect(years.at(-1)).toBe(2023);
    expect([...years].sort()).toEqual(years);
    await expect(page.locator("#testimonials").getByTestId("testimonial")).toHaveCount(3);
    await expect(page.locator('main a[href="/#contact"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/portfolio"]').first()).toBeVisible();
  });
});

/** A review card's list item: it carries the category the filter reads (nothing else marks it). */
const reviewCards = (page: import("@playwright/test").Page) => page.locator("#reviews li[data-category]");

test.describe("reviews page", () => {
  test("claims, anchors, 48 five-star reviews, platforms as text and video testimonials", async ({
    page,
  }) => {
    await page.goto("/reviews");
    const hero = page.locator("main > section").first();
    for (const claim of ["4.9/5", "125+", "30+", "98%"]) await expect(hero).toContainText(claim);
    await expect(page.locator("#reviews")).toBeAttached();
    await expect(page.locator("#video-testimonials")).toBeAttached();
    await expect(hero.getByRole("link", { name: "Read reviews" })).toHaveAttribute("href", "#reviews");

    const reviews = reviewCards(page);
    await expect(reviews).toHaveCount(48);
    // The unfiltered list shows nine until "Show all reviews" is pressed.
    await page.locator("#reviews label").filter({ hasText: "Show all reviews (48)" }).click();
    await expect(reviews.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(48);
    // Five filled stars, drawn: the rating's picture file (the stylesheet's background of the
    // labelled element) has one gold path with an outline per star, and no grey one.
    const rating = reviews.first().getByRole("img", { name: "Rated 5 out of 5" });
    await expect(rating).toBeVisible();
    const picture = await rating.evaluate(
      (el) => /url\("?([^")]+)"?\)/.exec(getComputedStyle(el).backgroundImage)?.[1],
    );
    const stars = await (await page.request.get(picture ?? "")).text();
    const paths = [...stars.matchAll(/<path d="([^"]+)" fill="([^"]+)"/g)];
    expect(paths.map(([, d, fill]) => [d.match(/M/g)?.length, fill])).toEqual([
      [5, expect.stringMatching(/^oklch\(82\.8%/)],
    ]);
    const perCategory = await reviews.evaluateAll((cards) =>
      cards.reduce<Record<string, number>>((counts, card) => {
        const category = card.getAttribute("data-category") ?? "";
        counts[category] = (counts[category] ?? 0) + 1;
        return counts;
      }, {}),
    );
    expect(perCategory).toEqual({
      plumbing: 6,
      hvac: 6,
      electrical: 6,
      landscaping: 6,
      roofing: 6,
      cleaning: 6,
      painting: 6,
      garage: 6,
    });

    await expect(page.getByTestId("platform-rating")).toHaveText(["4.9", "4.8", "4.7", "4.9"]);
    const platforms = page.getByTestId("platform");
    await expect(platforms.nth(0)).toContainText("87 reviews");
    await expect(platforms.nth(1)).toContainText("64 reviews");
    await expect(platforms.nth(2)).toContainText("42 reviews");
    await expect(platforms.nth(3)).toContainText("38 reviews");
    // No profile address is known: the platforms are text, not links that lead nowhere.
    for (const platform of await platforms.all()) await expect(platform).not.toHaveAttribute("href");
    await expect(page.locator("#platforms").getByRole("link")).toHaveCount(0);

    // No recording is published: no video length is shown (ADR 0005).
    await expect(page.getByTestId("video-card")).toHaveCount(3);
    await expect(page.getByTestId("video-duration")).toHaveCount(0);
    await expect(page.locator('main a[href="/#contact"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/portfolio"]').first()).toBeVisible();
  });

  test("the industry filter shows only the chosen category", async ({ page }) => {
    await page.goto("/reviews");
    const filters = page.getByRole("radiogroup", { name: "Filter reviews by industry" });
    await expect(filters.locator("label")).toHaveText([
      "All Reviews",
      "Plumbing",
      "HVAC",
      "Electrical",
      "Landscaping",
      "Roofing",
      "Cleaning",
      "Painting",
      "Garage Doors",
    ]);
    await expect(filters.getByRole("radio", { name: "All Reviews" })).toBeChecked();
    const chip = (name: string) => filters.locator("label").filter({ hasText: new RegExp(`^${name}$`) });
    const count = page.locator("#reviews p[aria-live]");
    await expect(count).toHaveText("48 reviews", { useInnerText: true });

    await chip("Garage Doors").click();
    await expect(page).toHaveURL(/\/reviews\?category=garage/);
    const reviews = reviewCards(page).filter({ visible: true });
    await expect(reviews).toHaveCount(6);
    const categories = await reviews.evaluateAll((cards) =>
      cards.map((card) => card.getAttribute("data-category")),
    );
    expect(new Set(categories)).toEqual(new Set(["garage"]));
    await expect(filters.getByRole("radio", { name: "Garage Doors" })).toBeChecked();
    await expect(count).toHaveText("6 reviews", { useInnerText: true });

    await chip("HVAC").click();
    await expect(reviews).toHaveCount(6);
    await expect(reviews.first()).toHaveAttribute("data-category", "hvac");

    // "All" shows the first nine on the page; "Show all reviews" (a checkbox, no script) the rest.
    await chip("All Reviews").click();
    await expect(reviews).toHaveCount(9);
    const showAll = page.getByRole("checkbox", { name: "Show all reviews (48)" });
    const showAllLabel = page.locator("#reviews label").filter({ hasText: "Show all reviews (48)" });
    await showAllLabel.click();
    await expect(showAll).toBeChecked();
    await expect(reviews).toHaveCount(48);
    await showAllLabel.click();
    await expect(reviews).toHaveCount(9);
    // A category shows its cards whole, so the toggle is not offered there.
    await chip("Roofing").click();
    await expect(showAllLabel).toBeHidden();
  });

  test("on a phone the selected filter chip is scrolled into view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/reviews?category=garage");
    const radio = page
      .getByRole("radiogroup", { name: "Filter reviews by industry" })
      .getByRole("radio", { name: "Garage Doors" });
    await expect(radio).toBeChecked();
    const chip = page.locator("#reviews label").filter({ hasText: /^Garage Doors$/ });
    await expect
      .poll(async () => chip.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth))
      .toBe(true);
    await expect(reviewCards(page).filter({ visible: true })).toHaveCount(6);
  });

  test("a category with no reviews shows 'No reviews found'", async ({ page }) => {
    await page.goto("/reviews?category=pool-service");
    await expect(reviewCards(page).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole("status").getByRole("heading", { name: "No reviews found" })).toBeVisible();
    await expect(page.getByText(/check back later or choose another category/)).toBeVisible();
    await page.getByRole("link", { name: "Show all reviews" }).click();
    await expect(reviewCards(page).filter({ visible: true })).toHaveCount(9);
    await expect(page.getByRole("heading", { name: "No reviews found" })).toBeHidden();
  });

  test("unpublished video testimonials are written testimonials under a poster, with nothing to play", async ({
    page,
  }) => {
    await page.goto("/reviews");
    const cards = page.getByTestId("video-card");
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole("img", { name: /Illustrated poster: Ray Delgado/ })).toBeVisible();
    await expect(cards.first().locator("blockquote")).toContainText("We were invisible online.");
    await expect(cards.first()).toContainText("Ray Delgado");
    await expect(page.locator("#video-testimonials").getByRole("button")).toHaveCount(0);
    await expect(page.locator("#video-testimonials").getByRole("link")).toHaveCount(0);
    await expect(page.getByTestId("video-duration")).toHaveCount(0);
    await expect(page.locator("#video-testimonials")).not.toContainText(
      /Watch Video|being edited|coming soon/i,
    );
  });

  test("'Leave a Review' names the four platforms and offers to tell us directly", async ({ page }) => {
    await page.goto("/reviews");
    await page.getByRole("button", { name: "Leave a Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave a Review" });
    await expect(dialog).toBeVisible();
    for (const name of ["Google", "Facebook", "Yelp", "Clutch"]) await expect(dialog).toContainText(name);
    // No profile address is known, so the only link is ours.
    const links = dialog.getByRole("link");
    await expect(links).toHaveCount(1);
    await expect(links.first()).toHaveAccessibleName(/Tell us how we did/);
    await expect(links.first()).toHaveAttribute("href", "/contact");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("all six pages", () => {
  for (const path of ["/", "/services", "/results", "/portfolio", "/about", "/reviews"]) {
    test(`${path} is prerendered with its title, description, canonical URL and sized images`, async ({
      page,
    }) => {
      const response = await page.request.get(path);
      expect(response.headers()["x-prerendered"]).toBe("1");
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]*Hearthstone Digital[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
      expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
      expect(html).toMatch(/<h1[^>]*>/);

      await page.goto(path);
      // Every image is sized and named (or hidden from assistive technology as decoration).
      const unlabelled = await page.locator("main svg[role=img], main img").evaluateAll((images) =>
        images
          .filter((image) => {
            // An artwork file beside its own heading is decoration: alt="" says so on purpose.
            const named = image.getAttribute("aria-label") || image.hasAttribute("alt");
            const sized = image.getAttribute("width") && image.getAttribute("height");
            return !(named && sized);
          })
          .map((image) => image.outerHTML.slice(0, 120)),
      );
      expect(unlabelled).toEqual([]);
      // No horizontal overflow on a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
