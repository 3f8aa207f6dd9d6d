import type { Page } from "@playwright/test";
import { SESSIONS_EDITOR } from "./accounts";
import { axeViolations } from "./axe";
import { DEMO, hydrateCms, signIn } from "./cms-helpers";
import { expect, test } from "./fixtures";
import { mailedLink } from "./staff-helpers";

/** A visitor sends a quick message, without JavaScript, as a lead arrives. */
async function sendQuickMessage(page: Page, name: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
  const form = await visitor.newPage();
  await form.goto("/quick-message");
  const quick = form.locator('form[data-form="quick-message"]');
  await quick.getByLabel("Name").fill(name);
  await quick.getByLabel("Email").fill(`${name.toLowerCase().replace(/\W+/g, ".")}@example.com`);
  await quick.getByLabel("Message").fill("The water heater is leaking. Can someone call me back?");
  await quick.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Message Sent").first()).toBeVisible();
  await visitor.close();
}

/**
 * Opens a view of the leads as a person does, by its link, and waits until the page shows it (its
 * link marked current): the address changes before the list redraws, and a lead in both views is
 * on screen in each.
 */
async function openView(page: Page, name: "Due today" | "My leads") {
  const link = page.getByRole("navigation", { name: "Leads views" }).getByRole("link", { name });
  await link.click();
  await expect(page).toHaveURL(name === "Due today" ? /view=due/ : /view=mine/);
  await expect(link).toHaveAttribute("aria-current", "page");
}

test.describe("a lead's owner and next step", () => {
  test.describe.configure({ timeout: 90_000 });

  test("without JavaScript: assign to a colleague (who is mailed), a note and a follow-up show in the lead", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await signIn(page, { javaScript: false });
      const name = `Wanda Waterheater ${Date.now()}`;
      await sendQuickMessage(page, name);

      await page.goto(`/cms/inbox?q=${encodeURIComponent(name)}`);
      const row = page.getByTestId("inbox-row").filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId("lead-owner")).toContainText("Owner: nobody");
      await expect(row.getByTestId("first-response")).toHaveText("Not answered yet");
      await row.getByRole("link", { name: `Update status of ${name}` }).click();
      const leadId = decodeURIComponent(new URL(page.url()).searchParams.get("open") ?? "").split(":")[1];
      expect(leadId).toMatch(/^[0-9a-f-]{36}$/);

      const work = row.getByTestId("lead-work");
      await work.getByLabel("Assigned to").selectOption({ label: SESSIONS_EDITOR.username });
      await work.getByRole("button", { name: "Assign" }).click();
      // Back on the same lead, still open, with its owner.
      await expect(row.getByTestId("lead-owner")).toContainText(`Owner: ${SESSIONS_EDITOR.username}`);
      await expect(row.getByTestId("lead-work").getByLabel("Assigned to")).toHaveValue(/[0-9a-f-]{36}/);
      // The colleague is mailed a link to the lead.
      const link = await mailedLink(
        "lead-assigned",
        SESSIONS_EDITOR.email,
        /https?:\/\/[^\s"<>]+\/cms\/inbox\?open=(?:3D)?lead:[0-9a-f-]+/,
      );
      expect(link).toBe(`/cms/inbox?open=lead:${leadId}`);

      await row.getByTestId("lead-work").getByLabel("New note").fill("Called, left a voicemail.");
      await row.getByTestId("lead-work").getByRole("button", { name: "Add note" }).click();
      const notes = row.getByTestId("lead-notes");
      await expect(notes).toContainText("Called, left a voicemail.");
      await expect(notes).toContainText(`${DEMO.username} on`);
      // A note is the first response.
      await expect(row.getByTestId("first-response")).toContainText("First response");

      await row
        .getByTestId("lead-work")
        .getByLabel(/^Next follow-up/)
        .fill("2026-12-01T09:30");
      await row.getByTestId("lead-work").getByRole("button", { name: "Save follow-up" }).click();
      // Entered and shown as the site's wall clock (Central Time by default).
      await expect(row.getByTestId("lead-follow-up")).toHaveText("Next follow-up: Dec 1, 2026, 9:30 AM CST");
      await expect(row.getByTestId("lead-work").getByLabel(/^Next follow-up/)).toHaveValue(
        "2026-12-01T09:30",
      );

      // The pipeline's new step.
      await row.getByTestId("status-panel").getByText("Qualified", { exact: true }).click();
      await row.getByTestId("status-panel").getByRole("button", { name: "Save status" }).click();
      await expect(row.getByTestId("inbox-status")).toHaveText("Qualified");

      // Each change is in the audit trail.
      for (const action of ["lead-assign", "lead-note", "lead-follow-up", "lead-status"]) {
        await page.goto(`/cms/audit?action=${action}`);
        await expect(page.getByTestId("audit-event").filter({ hasText: leadId })).toHaveCount(1);
      }

      // The dashboard shows speed to lead.
      await page.goto("/cms/dashboard");
      await expect(page.getByTestId("speed-to-lead")).toContainText("Speed to lead");
    } finally {
      await context.close();
    }
  });

  test("with JavaScript: a lead one takes oneself with an overdue follow-up is in My leads and Due today until won", async ({
    page,
  }) => {
    await signIn(page);
    const name = `Otis Overdue ${Date.now()}`;
    await sendQuickMessage(page, name);

    await page.goto(`/cms/inbox?q=${encodeURIComponent(name)}`);
    await hydrateCms(page);
    const row = page.getByTestId("inbox-row").filter({ hasText: name });
    await row.getByRole("link", { name: `Update status of ${name}` }).click();
    const work = row.getByTestId("lead-work");
    const select = work.getByLabel("Assigned to");
    const me = await select.locator("option", { hasText: "(you)" }).getAttribute("value");
    await select.selectOption(me ?? "");
    await work.getByRole("button", { name: "Assign" }).click();
    await expect(row.getByTestId("lead-owner")).toContainText("(you)");

    // Two days ago, whatever the site's zone: overdue.
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await work.getByLabel(/^Next follow-up/).fill(`${past}T09:00`);
    await work.getByRole("button", { name: "Save follow-up" }).click();
    await expect(row.getByTestId("lead-follow-up")).toContainText("Next follow-up:");
    // A note added empties its box, ready for the next one.
    await work.getByLabel("New note").fill("Left a voicemail, trying again Friday.");
    await work.getByRole("button", { name: "Add note" }).click();
    await expect(work.getByTestId("lead-notes")).toContainText("Left a voicemail, trying again Friday.");
    await expect(work.getByLabel("New note")).toHaveValue("");
    expect(await axeViolations(page, "open lead")).toEqual([]);

    await openView(page, "Due today");
    await expect(page.getByTestId("inbox-row").filter({ hasText: name })).toHaveCount(1);
    await openView(page, "My leads");
    const mine = page.getByTestId("inbox-row").filter({ hasText: name });
    await expect(mine).toHaveCount(1);

    // Won: nothing more to follow up.
    await mine.getByRole("link", { name: `Update status of ${name}` }).click();
    await mine.getByTestId("status-panel").getByText("Won", { exact: true }).click();
    await mine.getByTestId("status-panel").getByRole("button", { name: "Save status" }).click();
    await expect(mine.getByTestId("inbox-status")).toHaveText("Won");
    await openView(page, "Due today");
    await expect(page.getByTestId("inbox-row").filter({ hasText: name })).toHaveCount(0);

    // Analytics shows speed to lead week by week.
    await page.goto("/cms/analytics");
    const speed = page.getByTestId("speed-to-lead");
    await expect(speed.getByRole("heading", { name: "Speed to lead" })).toBeVisible();
    await expect(speed.getByRole("columnheader", { name: "Within 1 business hour" })).toBeVisible();
    expect(await axeViolations(page, "analytics")).toEqual([]);
  });
});
