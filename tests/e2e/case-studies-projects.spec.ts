import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const main = (page: Page) => page.locator("main");

/** A chart exposes a role="img" summary and a table of its values. */
async function expectChart(page: Page, caption: string, values: [string, string][]) {
  const table = page.getByRole("table", { name: caption });
  await expect(table).toHaveCount(1);
  for (const [label, value] of values) {
    await expect(table.getByRole("row", { name: `${label} ${value}` })).toHaveCount(1);
  }
  const summary = values.map(([label, value]) => `${label} ${value}`).join(", ");
  const chart = page.getByRole("img", { name: new RegExp(summary.replace(/[+.]/g, "\\$&")) });
  await expect(chart).toBeVisible();
}

/** The client's list of services in the overview. */
const servicesList = (page: Page) =>
  page.locator("div", { has: page.getByRole("heading", { name: "Services", exact: true }) }).last();

async function expectLink(page: Page, href: string) {
  await expect(main(page).locator(`a[href="${href}"]`).first()).toBeVisible();
}

test.describe("case studies", () => {
  test("Houston Plumbing Pros: figures, banner, video poster, growth chart and links", async ({ page }) => {
    const response = await page.goto("/case-studies/houston-plumbing-pros");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Houston Plumbing Pros/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("320% More Leads");
    for (const figure of ["320%", "4.5x", "28"]) {
      await expect(main(page).getByText(figure, { exact: true }).first()).toBeVisible();
    }
    // The owner interview is not published: a poster beside the quote, nothing to play or wait for.
    await expect(page.getByRole("img", { name: /Illustrated poster of Ray Delgado/ })).toBeVisible();
    await expect(main(page)).not.toContainText(/coming soon|being (edited|filmed)/i);
    await expect(page.getByRole("button", { name: /play|watch/i })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "A four-step plan, not a guess" })).toBeVisible();
    await expect(page.locator("#results")).toBeVisible();
    await expectChart(page, "Monthly visitor growth", [
      ["Month 1", "+20%"],
      ["Month 2", "+85%"],
      ["Month 3", "+150%"],
      ["Month 4", "+230%"],
      ["Month 5", "+320%"],
      ["Month 6", "+450%"],
    ]);
    await expect(
      page.locator("#consultation").getByRole("link", { name: "Get Free Consultation" }),
    ).toHaveAttribute("href", "/#contact");
    for (const href of ["/case-studies/cool-comfort-ac", "/case-studies/bright-spark-electric", "/results"]) {
      await expectLink(page, href);
    }
  });

  test("the sticky banner stays on screen and lands the consultation below it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/case-studies/houston-plumbing-pros");
    const banner = page.getByRole("link", { name: /Limited availability/ });
    await expect(banner).toHaveAttribute("href", "#consultation");
    await page.mouse.wheel(0, 2500);
    await expect(banner).toBeInViewport();
    // The wheel's own smooth scroll ends first: a click during it lands where both scrolls add up.
    let last = -1;
    await expect
      .poll(async () => {
        const now = await page.evaluate(() => scrollY);
        const settled = now === last;
        last = now;
        return settled;
      })
      .toBe(true);
    await banner.click();
    await expect(page).toHaveURL(/#consultation$/);
    await expect
      .poll(async () => {
        const bannerBottom = await banner.evaluate((el) => el.getBoundingClientRect().bottom);
        const sectionTop = await page
          .locator("#consultation")
          .evaluate((el) => el.getBoundingClientRect().top);
        return sectionTop >= bannerBottom - 1 && sectionTop < bannerBottom + 40;
      })
      .toBe(true);
  });

  test("Cool Comfort AC: badge, services, approach, five metric tiles, testimonial and links", async ({
    page,
  }) => {
    expect((await page.goto("/case-studies/cool-comfort-ac"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cool Comfort AC");
    await expect(main(page).getByText("HVAC", { exact: true }).first()).toBeVisible();
    await expect(servicesList(page).getByRole("listitem")).toHaveText([
      "AC Installation",
      "AC Repair",
      "Heating Services",
      "Air Quality Solutions",
      "Maintenance Plans",
    ]);
    await expect(page.getByRole("heading", { name: "The challenge" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our solution" })).toBeVisible();
    const approach = page.locator("section", { has: page.getByRole("heading", { name: /Five moves/ }) });
    await expect(approach.getByRole("listitem")).toHaveCount(5);
    const tiles = page.locator("section", {
      has: page.getByRole("heading", { name: "Results after four months" }),
    });
    for (const [value, label] of [
      ["320%", "more traffic and service calls"],
      ["285%", "lead increase"],
      ["175%", "organic traffic growth"],
      ["15.3%", "website conversion rate"],
      ["412%", "return on ad spend"],
    ]) {
      await expect(tiles.getByText(value, { exact: true })).toBeVisible();
      await expect(tiles.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByText("28", { exact: true })).toBeVisible();
    await expect(main(page).getByText("4 months", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Linda Tran", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Results" })).toHaveAttribute("href", "/results");
    await expect(page.getByRole("link", { name: "See More Case Studies" }).last()).toHaveAttribute(
      "href",
      "/results",
    );
    await expectLink(page, "/#contact");
  });

  test("Bright Spark Electric: services, radius, timeline, stats and traffic chart", async ({ page }) => {
    expect((await page.goto("/case-studies/bright-spark-electric"))?.status()).toBe(200);
    await expect(servicesList(page).getByRole("listitem")).toHaveText([
      "Residential Electrical",
      "Commercial Electrical",
      "Emergency Services",
      "Lighting Installation",
      "Panel Upgrades",
      "Smart Home Wiring",
    ]);
    await expect(main(page).getByText("25 miles", { exact: true })).toBeVisible();
    await expect(main(page).getByText("May 2024 to May 2025", { exact: true })).toBeVisible();
    for (const period of ["Months 1-2", "Months 2-4", "Months 4-6", "Months 6-8", "Months 8-9"]) {
      await expect(main(page).getByText(period, { exact: true })).toBeVisible();
    }
    const before = page
      .locator("div", { has: page.getByRole("heading", { name: "Before", exact: true }) })
      .last();
    await expect(before.getByRole("listitem")).toHaveCount(5);
    const after = page
      .locator("div", { has: page.getByRole("heading", { name: "After", exact: true }) })
      .last();
    await expect(after.getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("img", { name: /Illustrated poster of Mike Sullivan/ })).toBeVisible();
    await expect(main(page)).not.toContainText(/coming soon|being (edited|filmed)/i);
    for (const figure of ["285%", "312%", "900%", "350%", "8.5%"]) {
      await expect(main(page).getByText(figure, { exact: true }).first()).toBeVisible();
    }
    await expect(main(page).getByText("12 keywords at #1")).toBeVisible();
    await expect(main(page).getByText(/From 15 to 150\+/)).toBeVisible();
    await expectChart(page, "Traffic growth by source", [
      ["Organic search", "+215%"],
      ["Direct", "+165%"],
      ["Google Maps", "+320%"],
      ["Total traffic", "+285%"],
    ]);
    await expectLink(page, "/results");
    await expectLink(page, "/#contact");
  });

  test("Automatic Climate HVAC: sticky bar, anchors, results chart and consultation", async ({ page }) => {
    expect((await page.goto("/case-studies/automatic-climate-hvac"))?.status()).toBe(200);
    await expect(
      page.getByRole("link", { name: "Limited availability: only 3 spots left this month" }),
    ).toHaveAttribute("href", "#consultation");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.locator('a[href="#consultation"]')).toBeVisible();
    await expect(hero.locator('a[href="#results"]')).toBeVisible();
    for (const figure of ["285%", "5.2x", "24", "120 days", "4-6 leads per week", "25-35 leads per week"]) {
      await expect(main(page).getByText(figure, { exact: true }).first()).toBeVisible();
    }
    for (const figure of ["21 Google reviews", "187 Google reviews", "7.4 s page load", "1.8 s page load"]) {
      await expect(main(page).getByText(figure, { exact: true }).first()).toBeVisible();
    }
    await expect(main(page).getByText("68% bounce rate", { exact: true })).toBeVisible();
    await expect(main(page).getByText("33% bounce rate", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "23 neighborhood pages" })).toBeVisible();
    await expect(main(page).getByText(/45\+ citation platforms/)).toBeVisible();
    await expect(page.getByText("Derrick Coleman", { exact: true })).toBeVisible();
    const results = page.locator("#results");
    await expect(results).toBeVisible();
    await expectChart(page, "Revenue growth by service", [
      ["AC Repair", "+310%"],
      ["AC Installation", "+245%"],
      ["Heating Repair", "+185%"],
      ["Maintenance Plans", "+275%"],
      ["Indoor Air Quality", "+340%"],
      ["Emergency Service", "+285%"],
    ]);
    const consultation = page.locator("#consultation");
    await expect(
      consultation.getByRole("heading", { name: /free 30.minute strategy session/i }),
    ).toBeVisible();
    await expect(consultation.getByRole("link", { name: "Book My Free Session" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    for (const href of [
      "/case-studies/houston-plumbing-pros",
      "/case-studies/bright-spark-electric",
      "/results",
    ]) {
      await expectLink(page, href);
    }
    // The hero's anchor takes the visitor to the results.
    await hero.locator('a[href="#results"]').click();
    await expect(page).toHaveURL(/#results$/);
    await expect(results.getByRole("heading", { name: "Results in 120 days" })).toBeInViewport();
  });
});

type ProjectExpectation = {
  slug: string;
  name: string;
  location: string;
  timeline: string;
  stats: string[];
  related: string[];
};

const projectExpectations: ProjectExpectation[] = [
  {
    slug: "sunrise-plumbing",
    name: "Sunrise Plumbing",
    location: "Houston, TX",
    timeline: "5 weeks",
    stats: ["700%", "320%", "15", "58%"],
    related: ["coolbreeze-hvac", "bright-spark-electrical", "metro-roofing"],
  },
  {
    slug: "coolbreeze-hvac",
    name: "CoolBreeze HVAC",
    location: "Miami, FL",
    timeline: "6 weeks",
    stats: ["250%", "320%", "14", "2X"],
    related: ["sunrise-plumbing", "bright-spark-electrical", "green-landscaping"],
  },
  {
    slug: "bright-spark-electrical",
    name: "Bright Spark Electrical",
    location: "Dallas, TX",
    timeline: "6 weeks",
    stats: ["90+", "70%", "215%", "65%"],
    related: ["sunrise-plumbing", "coolbreeze-hvac", "elite-roofing"],
  },
  {
    slug: "elite-roofing",
    name: "Elite Roofing Co.",
    location: "Austin, TX",
    timeline: "5 weeks",
    stats: ["3x", "180%", "Top 3", "42%"],
    related: ["metro-roofing", "green-landscaping", "sunrise-plumbing"],
  },
  {
    slug: "metro-roofing",
    name: "Metro Roofing & Exteriors",
    location: "San Antonio, TX",
    timeline: "6 weeks",
    stats: ["260%", "3x", "35%", "4.9"],
    related: ["elite-roofing", "bright-spark-electrical", "green-landscaping"],
  },
  {
    slug: "green-landscaping",
    name: "Green Leaf Landscaping",
    location: "The Woodlands, TX",
    timeline: "4 weeks",
    stats: ["190%", "120+", "6 weeks", "2.4x"],
    related: ["coolbreeze-hvac", "elite-roofing", "metro-roofing"],
  },
];

test.describe("project pages", () => {
  for (const expected of projectExpectations) {
    test(`${expected.slug}: details, live preview, features, stats, gallery, CTA and related`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(`/projects/${expected.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.name);
      await expect(page.getByRole("link", { name: "Back to Portfolio" })).toHaveAttribute(
        "href",
        "/portfolio",
      );
      for (const title of ["The Challenge", "Our Solution", "The Results"]) {
        await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
      }
      const details = page
        .locator("div", { has: page.getByRole("heading", { name: "Project Details" }) })
        .last();
      await expect(details).toContainText(expected.name);
      await expect(details).toContainText(expected.location);
      await expect(details).toContainText(expected.timeline);
      await expect(page.getByRole("heading", { name: "Highlights" })).toBeVisible();

      const preview = page.getByRole("link", { name: "View Live Preview" });
      await expect(preview).toHaveAttribute("href", "#live-preview");
      // No client site has a real address yet: the preview shows it, no link pretends to open it.
      await expect(page.getByRole("link", { name: /Open Live Website/ })).toHaveCount(0);
      await preview.click();
      await expect(page).toHaveURL(/#live-preview$/);
      await expect(page.locator("#live-preview").getByRole("img")).toBeInViewport();

      await expect(page.locator("#features").getByRole("listitem")).toHaveCount(6);
      const stats = page.locator("section", {
        has: page.getByRole("heading", { name: "The numbers after launch" }),
      });
      await expect(stats.locator("dd")).toHaveText(expected.stats);
      await expect(page.getByRole("blockquote")).toHaveCount(1);
      const gallery = page.locator("section", {
        has: page.getByRole("heading", { name: "Screens from the project" }),
      });
      await expect(gallery.getByRole("img")).toHaveCount(3);

      await expect(page.getByRole("link", { name: "Get Free Consultation" }).last()).toHaveAttribute(
        "href",
        "/#contact",
      );
      await expect(page.getByRole("link", { name: "See More Projects" })).toHaveAttribute(
        "href",
        "/portfolio",
      );
      const related = page.locator("section", {
        has: page.getByRole("heading", { name: "Related projects" }),
      });
      await expect(related.getByRole("link")).toHaveCount(3);
      for (const slug of expected.related) {
        const card = related.locator(`a[href="/projects/${slug}"]`);
        await expect(card).toBeVisible();
        expect((await request.get(`/projects/${slug}`)).status()).toBe(200);
      }
    });
  }

  test("the electrical project's features are reachable at #features", async ({ page }) => {
    await page.goto("/projects/bright-spark-electrical#features");
    await expect(
      page.locator("#features").getByRole("heading", { name: "90+ PageSpeed score" }),
    ).toBeVisible();
  });
});

test.describe("unknown slugs", () => {
  for (const path of ["/case-studies/not-a-client", "/projects/not-a-project"]) {
    test(`${path} answers 404 with the not-found screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
      await expect(page.getByRole("link", { name: "Return Home" })).toBeVisible();
      await expect(page).toHaveTitle(/Not Found/);
    });
  }
});

test.describe("sitemap and legal pages", () => {
  test("the sitemap links to every page and shows the contact details", async ({ page }) => {
    expect((await page.goto("/sitemap"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
    for (const href of [
      "/",
      "/services",
      "/results",
      "/portfolio",
      "/about",
      "/reviews",
      "/products",
      "/privacy-policy",
      "/terms-of-service",
      "/quick-message",
      "/blog",
      "/case-studies/houston-plumbing-pros",
      "/case-studies/cool-comfort-ac",
      "/case-studies/bright-spark-electric",
      "/case-studies/automatic-climate-hvac",
      "/projects/sunrise-plumbing",
      "/projects/coolbreeze-hvac",
      "/projects/bright-spark-electrical",
      "/projects/elite-roofing",
      "/projects/metro-roofing",
      "/projects/green-landscaping",
    ]) {
      await expect(main(page).locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const contact = page.getByRole("complementary");
    await expect(contact).toContainText("2450 Westheimer Rd, Suite 310, Houston, TX 77098");
    await expect(contact.getByRole("link", { name: "(713) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+17135550142",
    );
    await expect(contact.getByRole("link", { name: "hello@hearthstonedigital.example" })).toBeVisible();
    await main(page)
      .getByRole("link", { name: /Cool Comfort AC/ })
      .click();
    await expect(page).toHaveURL(/\/case-studies\/cool-comfort-ac$/);
  });

  test("the privacy policy has its six sections and says IP addresses are hashed", async ({ page }) => {
    expect((await page.goto("/privacy-policy"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.locator("article h2")).toHaveText([
      /Introduction/,
      /Information We Collect/,
      /How We Use Your Information/,
      /Data Security/,
      /Your Rights/,
      /Contact/,
    ]);
    await expect(page.locator("article")).toContainText(/IP addresses are stored only in hashed form/);
    const contents = page.getByRole("navigation", { name: "On this page" });
    await contents.getByRole("link", { name: /Data Security/ }).click();
    await expect(page).toHaveURL(/#security$/);
    await expect(page.getByRole("heading", { name: /Data Security/ })).toBeInViewport();
  });

  test("the terms of service have their eight sections", async ({ page }) => {
    expect((await page.goto("/terms-of-service"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.locator("article h2")).toHaveText([
      /Agreement/,
      /Use License/,
      /Disclaimer/,
      /Limitations/,
      /Accuracy/,
      /Links/,
      /Modifications/,
      /Contact/,
    ]);
    await expect(page.locator("article")).toContainText("hello@hearthstonedigital.example");
  });
});

test("case studies, projects and legal pages fit a 390 px phone without sideways scrolling", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const paths = [
    ...["houston-plumbing-pros", "cool-comfort-ac", "bright-spark-electric", "automatic-climate-hvac"].map(
      (slug) => `/case-studies/${slug}`,
    ),
    ...projectExpectations.map((project) => `/projects/${project.slug}`),
    "/sitemap",
    "/privacy-policy",
    "/terms-of-service",
  ];
  for (const path of paths) {
    await page.goto(path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, path).toBeLessThanOrEqual(390);
  }
});
