/**
 * Steps a signed-in account takes before anything else in the CMS (ADR 0031): an account without an
 * e-mail address gives one at its next sign-in, and while an Administrator requires
 * two-step sign-in for everyone, an account without it sets it up first.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import { auditEvents, cmsUsers } from "~/.server/db/schema";
import { ACCOUNT_STEP_FIRST } from "~/content/http-messages";
import { EMAIL_TAKEN } from "~/.server/services/staff/account-steps";
import { createUser } from "~/.server/services/staff/auth";
import { totp } from "~/.server/services/staff/two-step";
import * as addEmail from "~/routes/cms.add-email";
import * as dashboard from "~/routes/cms.dashboard";
import * as login from "~/routes/cms.login";
import * as logout from "~/routes/cms.logout";
import * as posts from "~/routes/cms.posts";
import * as profile from "~/routes/cms.profile";
import * as settings from "~/routes/cms.settings";
import * as twoStepSetup from "~/routes/cms.two-step-setup";
import { cmsCall } from "../helpers/cms";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { callRoute, type RouteAnswer } from "../helpers/route-call";

const PASSWORD = "copper-kettle-harbor-71";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;

/** Signs in through the sign-in page's action; the session cookie it sets. */
async function signInCookie(username: string): Promise<string> {
  const answer = await callRoute(login.action, "/cms/login", { form: { username, password: PASSWORD } });
  expect(answer.status).toBe(302);
  return (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const location = (answer: RouteAnswer) => answer.headers.get("location");

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("an account without an e-mail address", () => {
  it("is asked for one before the dashboard, and continues where it was going after giving one", async () => {
    await createUser("taken-address", PASSWORD, { email: "Taken@Example.com" });
    const { id } = await createUser("no-address", PASSWORD);
    const cookie = await signInCookie("no-address");

    // The dashboard, or any other page, sends it to the step first, remembering the page.
    const first = await callRoute(dashboard.loader, "/cms/dashboard", { cookie });
    expect(first.status).toBe(302);
    expect(location(first)).toBe("/cms/add-email?next=%2Fcms%2Fdashboard");
    const postsPage = await callRoute(posts.loader, "/cms/posts?status=draft", { cookie });
    expect(location(postsPage)).toBe("/cms/add-email?next=%2Fcms%2Fposts%3Fstatus%3Ddraft");
    const step = await callRoute(addEmail.loader, "/cms/add-email?next=%2Fcms%2Fposts", { cookie });
    expect(step.status).toBe(200);
    expect(step.value).toMatchObject({ username: "no-address", email: null, next: "/cms/posts" });

    // A malformed address, and another account's (whatever its case), are refused with a field message.
    const bad = await callRoute(addEmail.action, "/cms/add-email?next=%2Fcms%2Fposts", {
      cookie,
      form: { email: "not an address" },
    });
    expect(bad.status).toBe(400);
    expect(bad.value).toMatchObject({ ok: false, fieldErrors: { email: expect.any(String) } });
    const taken = await callRoute(addEmail.action, "/cms/add-email?next=%2Fcms%2Fposts", {
      cookie,
      form: { email: "taken@example.COM" },
    });
    expect(taken.status).toBe(400);
    expect(taken.value).toMatchObject({ fieldErrors: { email: EMAIL_TAKEN } });
    // Still stopped at the step.
    expect((await callRoute(dashboard.loader, "/cms/dashboard", { cookie })).status).toBe(302);

    // A good address is stored, and the user goes on to the page they asked for; only a CMS path.
    const saved = await callRoute(addEmail.action, "/cms/add-email?next=%2Fcms%2Fposts", {
      cookie,
      form: { email: " mine@example.com " },
    });
    expect(saved.status).toBe(302);
    expect(location(saved)).toBe("/cms/posts");
    const [row] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.id, id));
    expect(row.email).toBe("mine@example.com");
    expect((await callRoute(dashboard.loader, "/cms/dashboard", { cookie })).status).toBe(200);

    // Given once: the step does not replace it.
    const again = await callRoute(addEmail.action, "/cms/add-email", {
      cookie,
      form: { email: "x@example.com" },
    });
    expect(again.status).toBe(400);
  });

  it("never continues to another site", async () => {
    await createUser("wanderer", PASSWORD);
    const cookie = await signInCookie("wanderer");
    for (const next of ["https://evil.example/cms", "//evil.example/cms", "/cms\\..\\x", "/blog"]) {
      const step = await callRoute(addEmail.loader, `/cms/add-email?next=${encodeURIComponent(next)}`, {
        cookie,
      });
      expect(step.value).toMatchObject({ next: "/cms/dashboard" });
    }
  });
});

describe("two-step sign-in required for everyone", () => {
  it("is an Administrator's setting, audited, and sends an account without two-step to set it up first", async () => {
    await createUser("site-admin", PASSWORD, { role: "administrator", email: "admin@example.com" });
    const { id: writerId } = await createUser("writer", PASSWORD, {
      role: "contributor",
      email: "writer@example.com",
    });
    const writer = await signInCookie("writer");

    // A Contributor may not change it.
    const refused = await callRoute(settings.action, "/cms/settings", {
      cookie: writer,
      form: { intent: "save-two-step", required: "on" },
    });
    expect(refused.status).toBe(403);
    expect((await callRoute(dashboard.loader, "/cms/dashboard", { cookie: writer })).status).toBe(200);

    const admin = await signInCookie("site-admin");
    const shown = await callRoute(settings.loader, "/cms/settings", { cookie: admin });
    expect(shown.value).toMatchObject({ twoStep: { required: false } });
    const saved = await callRoute(settings.action, "/cms/settings", {
      cookie: admin,
      form: { intent: "save-two-step", required: "on" },
    });
    expect(saved.status).toBe(200);
    const audited = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "settings-change"), eq(auditEvents.subjectId, "two-step")));
    expect(audited).toHaveLength(1);
    expect(audited[0].detail).toEqual({ required: true });

    // The writer's next page is the set-up, and the API answers 403 until it is done.
    const stopped = await callRoute(dashboard.loader, "/cms/dashboard", { cookie: writer });
    expect(stopped.status).toBe(302);
    expect(location(stopped)).toBe("/cms/two-step-setup?next=%2Fcms%2Fdashboard");
    const api = await cmsCall(server, config.PUBLIC_URL, "GET", "/api/cms/blog/posts", { cookie: writer });
    expect(api.status).toBe(403);
    expect(((await api.json()) as { message: string }).message).toBe(ACCOUNT_STEP_FIRST["two-step-setup"]);

    // Set up: the key, a code from the app and the password; then ten recovery codes and on.
    const page = "/cms/two-step-setup?next=%2Fcms%2Fposts";
    expect(
      (await callRoute(twoStepSetup.action, page, { cookie: writer, form: { intent: "two-step-begin" } }))
        .status,
    ).toBe(200);
    const setup = await callRoute(twoStepSetup.loader, page, { cookie: writer });
    const { state, next } = setup.value as { state: { setup: { secret: string } }; next: string };
    expect(next).toBe("/cms/posts");
    const enabled = await callRoute(twoStepSetup.action, page, {
      cookie: writer,
      form: { intent: "two-step-enable", code: totp(state.setup.secret).generate(), password: PASSWORD },
    });
    expect(enabled.status).toBe(200);
    expect((enabled.value as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect((await callRoute(posts.loader, "/cms/posts", { cookie: writer })).status).toBe(200);
    const [row] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.id, writerId));
    expect(row.totpEnabledAt).not.toBeNull();

    // While required it stays on.
    const off = await callRoute(profile.action, "/cms/profile", {
      cookie: writer,
      form: { intent: "two-step-disable", password: PASSWORD },
    });
    expect(off.status).toBe(400);
    expect(off.value).toMatchObject({ ok: false, message: expect.stringMatching(/required/) });

    // The Administrator too is sent to set it up; switched off again, nobody is.
    expect(location(await callRoute(dashboard.loader, "/cms/dashboard", { cookie: admin }))).toMatch(
      /^\/cms\/two-step-setup/,
    );
    const settingsApi = await cmsCall(server, config.PUBLIC_URL, "GET", "/api/cms/me", { cookie: admin });
    expect(settingsApi.status).toBe(403);
    // Signing out is always allowed.
    const out = await callRoute(logout.action, "/cms/logout", { cookie: admin, form: {} });
    expect(location(out)).toBe("/cms/login");
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await cmsCall(server, config.PUBLIC_URL, "GET", "/api/cms/me", { cookie: admin })).status).toBe(
      401,
    );
  });
});
