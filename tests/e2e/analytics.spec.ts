import { expect, test, uniqueIp } from "./fixtures";
import { hydrateCms, signIn } from "./cms-helpers";
import { CENTRAL_TIME, textsBeforeAndAfterHydration } from "./zone-helpers";

/**
 * Cookie-free analytics end to end: a visitor lands from a tagged campaign link,
 * reads a second page and sends a lead (the browser kept the visit for the form: no cookie, so
 * a visit without JavaScript that moves on loses its campaign, ADR 0039); staff see the visit and the
 * lead under the same source and campaign in the CMS's Analytics section, with the conversion,
 * and under the page the visit landed on (the landing-page report).
 */
test("a tagged visit and its lead show up in the Analytics section with their source and conversion", async ({
  browser,
  baseURL,
  page,
}) => {
  // Two browsers, a lead and reloads until the views are written: slow on a busy machine.
  test.setTimeout(60_000);
  const tag = `e2e${Date.now().toString(36)}`;
  const source = `news-${tag}`;
  const campaign = `spring-${tag}`;
  const visitor = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  try {
    const tab = await visitor.newPage();
    await tab.goto(`/?utm_source=${source}&utm_medium=cpc&utm_campaign=${campaign}`);
    await tab.goto("/services", { referer: `${baseURL}/` });
    await tab.goto("/", { referer: `${baseURL}/services` });
    const form = tab.locator('form[data-form="hero"]');
    await form.getByLabel("Your name").fill(`Pat ${tag}`);
    await form.getByLabel("Email address").fill(`pat.${tag}@example.com`);
    await form.getByLabel("Phone number").fill("(713) 555-0123");
    await form.getByLabel("Service you need").selectOption("seo");
    await form.getByRole("button", { name: "Get My Free Plan" }).click();
    await expect(tab.getByText(/submitted/i).first()).toBeVisible();
  } finally {
    await visitor.close();
  }

  await signIn(page);
  await expect(page.getByTestId("analytics-summary")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: "Analytics" })
    .click();
  await expect(page).toHaveURL(/\/cms\/analytics$/);
  await hydrateCms(page);

  // Views are written within a second of being served: reload until they are in.
  const sources = page.locator('[data-analytics-table="sources"]');
  const sourceRow = sources.getByRole("row", { name: new RegExp(source) });
  await expect(async () => {
    await page.reload();
    await expect(sourceRow).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // Visits, visitors, leads, orders, sign-ups, conversion: one entry, one visitor, one lead.
  await expect(sourceRow.getByRole("cell")).toHaveText(["1", "1", "1", "0", "0", "100.0%"]);
  const campaignRow = page
    .locator('[data-analytics-table="campaigns"]')
    .getByRole("row", { name: new RegExp(source) });
  await expect(campaignRow.getByRole("cell")).toHaveText([
    "cpc",
    campaign,
    "1",
    "1",
    "1",
    "0",
    "0",
    "100.0%",
  ]);
  // The lead is counted on the page its visit landed on (/), next to the page it was sent from,
  // and the landing page has a lead rate (other tests visit / too, so its counts vary).
  const rowOf = (table: string, header: string) =>
    page
      .locator(`[data-analytics-table="${table}"]`)
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: header, exact: true }) });
  const landingRow = rowOf("landings", "/");
  await expect(landingRow).toBeVisible();
  await expect(landingRow.getByRole("cell").nth(2)).not.toHaveText("0");
  await expect(landingRow.getByRole("cell").last()).toHaveText(/%$/);
  await expect(rowOf("paths", "/").getByRole("cell").first()).toHaveText("/");
  await expect(
    page.locator('[data-analytics-table="pages"]').getByRole("row", { name: "/services" }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /Visitors and views per day/ })).toBeVisible();

  // The range is in the address; the exports follow it.
  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/cms\/analytics\?range=7$/);
  await expect(sourceRow).toBeVisible();
  const exportLink = page.locator('[data-analytics-table="campaigns"]').getByTestId("csv-export");
  await expect(exportLink).toHaveAttribute("href", "/api/cms/analytics/campaigns.csv?range=7");
  const csv = await (await page.request.get(`${baseURL}/api/cms/analytics/campaigns.csv?range=7`)).text();
  expect(csv).toContain(
    "UTM source,UTM medium,UTM campaign,Visits,Visitors,Leads,Orders,Sign-ups,Conversion",
  );
  expect(csv).toContain(`${source},cpc,${campaign},1,1,1,0,0,100.0%`);

  // A custom range through the form.
  // The site's today (its time zone, America/Chicago by default), which the fields cap: after
  // midnight UTC the machine's date is already tomorrow there, and the browser refuses it.
  const today = (await page.getByLabel("To", { exact: true }).getAttribute("max")) ?? "";
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`range=custom&from=${today}&to=${today}`));
  await expect(sourceRow).toBeVisible();

  // Readable on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a lead from a visit with Global Privacy Control is on the not-counted line, and no rate passes 100%", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(60_000);
  const tag = `gpc${Date.now().toString(36)}`;
  const visitor = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp(), "sec-gpc": "1" },
  });
  try {
    const tab = await visitor.newPage();
    await tab.goto(`/?utm_source=ads-${tag}&utm_medium=cpc&utm_campaign=${tag}`);
    const form = tab.locator('form[data-form="hero"]');
    await form.getByLabel("Your name").fill(`Gale ${tag}`);
    await form.getByLabel("Email address").fill(`gale.${tag}@example.com`);
    await form.getByLabel("Phone number").fill("(713) 555-0199");
    await form.getByLabel("Service you need").selectOption("seo");
    await form.getByRole("button", { name: "Get My Free Plan" }).click();
    await expect(tab.getByText(/submitted/i).first()).toBeVisible();
  } finally {
    await visitor.close();
  }

  await signIn(page);
  await page.goto("/cms/analytics");
  await hydrateCms(page);
  // The lead is in the report (its landing page and form), but on the line of visits not counted,
  // not in its campaign's or source's rate: the campaign has no counted visit at all.
  await expect(page.getByTestId("not-counted")).toContainText(/From visits not counted: [1-9]\d* leads?/);
  await expect(
    page.locator('[data-analytics-table="campaigns"]').getByRole("row", { name: new RegExp(tag) }),
  ).toHaveCount(0);
  await expect(
    page.locator('[data-analytics-table="sources"]').getByRole("row", { name: new RegExp(`ads-${tag}`) }),
  ).toHaveCount(0);
  const percentages = await page
    .locator("[data-analytics-table] td, [data-stat] [data-testid=stat-value]")
    .allTextContents();
  const rates = percentages.filter((text) => /%$/.test(text)).map((text) => Number.parseFloat(text));
  expect(rates.length).toBeGreaterThan(0);
  expect(Math.max(...rates)).toBeLessThanOrEqual(100);
});

test("an address with an unknown range shows the default range with a note, not an error page", async ({
  page,
}) => {
  await signIn(page);
  const response = await page.goto("/cms/analytics?range=30d");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("range-note")).toHaveText(
    "The address did not name a date range this page knows (7, 30 or 90 days, or a custom range with a start on or before its end). Showing the last 30 days instead.",
  );
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("range-days")).toContainText("(30 days, America/Chicago time)");
});

test("Analytics days and Audit times are in the site's zone, labelled, and the same after hydration", async ({
  baseURL,
  page,
}) => {
  await signIn(page);
  const analytics = await textsBeforeAndAfterHydration(
    page.context(),
    baseURL as string,
    "/cms/analytics",
    '[data-testid="range-days"]',
  );
  expect(analytics.server[0]).toContain("America/Chicago time");
  expect(analytics.hydrated).toEqual(analytics.server);

  const audit = await textsBeforeAndAfterHydration(
    page.context(),
    baseURL as string,
    "/cms/audit",
    '[data-testid="audit-event"] time',
  );
  expect(audit.server.length).toBeGreaterThan(0);
  for (const text of audit.server) expect(text).toMatch(CENTRAL_TIME);
  expect(audit.hydrated).toEqual(audit.server);
});
