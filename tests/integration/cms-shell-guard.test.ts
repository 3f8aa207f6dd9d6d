/**
 * The CMS shell's route middleware checks the session and the account steps once per request and
 * hands the signed-in user to the pages below it, which then check only the role.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { sessionCookie } from "~/.server/http/session-cookies";
import { createUser } from "~/.server/services/staff/auth";
import { createSession, deleteSession, hashToken } from "~/.server/services/staff/sessions";
import * as audit from "~/routes/cms.audit";
import * as dashboard from "~/routes/cms.dashboard";
import * as shell from "~/routes/cms.shell";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { clientContext } from "../helpers/request-context";
import { answerOf, routeRequest } from "../helpers/route-call";

const PASSWORD = "copper-kettle-harbor-71";
let database: DatabaseHandle;

beforeAll(async () => {
  useTestConfig();
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function cookieOf(userId: string) {
  const { token } = await createSession(userId, "test");
  return (await sessionCookie(token)).split(";")[0] ?? "";
}

/** One request through the shell's middleware to `section` (a loader below the shell). */
function navigate(path: string, cookie: string | undefined, section: (args: never) => unknown) {
  const request = routeRequest(path, { cookie });
  const context = clientContext("10.1.2.3");
  const sectionRan: boolean[] = [];
  const [middleware] = shell.middleware;
  const answer = answerOf(() =>
    middleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
      sectionRan.push(true);
      // The section's loader gets the same context, as React Router passes it.
      return (await section({ request, context, params: {} } as never)) as Response;
    }),
  );
  return { answer, sectionRan };
}

describe("the CMS shell's middleware", () => {
  it("checks the session once and hands the user to the section, which checks only the role", async () => {
    const { id } = await createUser("shell-editor", PASSWORD, { role: "editor", email: "shell@example.com" });
    const cookie = await cookieOf(id);
    const { token } = await createSession(id, "test");
    const sessionCookieHeader = (await sessionCookie(token)).split(";")[0] ?? "";

    // The middleware reads the session; the dashboard's guard does not read it again: the session
    // ended in between (as by a sign-out elsewhere) does not turn this request away halfway.
    const request = routeRequest("/cms/dashboard", { cookie: sessionCookieHeader });
    const context = clientContext("10.1.2.3");
    const [middleware] = shell.middleware;
    let sectionAnswer: unknown;
    await middleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
      await deleteSession(hashToken(token));
      sectionAnswer = await dashboard.loader({ request, context, params: {} } as never);
      return new Response(null);
    });
    expect(sectionAnswer).toHaveProperty("analytics");

    // The role is still the section's to check: an Editor may not open the audit trail.
    const refused = navigate("/cms/audit", cookie, audit.loader as never);
    expect((await refused.answer).status).toBe(403);
    expect(refused.sectionRan).toEqual([true]);
  });

  it("sends a request without a session to the login screen before any section runs", async () => {
    const { answer, sectionRan } = navigate("/cms/dashboard", undefined, dashboard.loader as never);
    const refused = await answer;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/cms/login");
    expect(sectionRan).toEqual([]);
  });

  it("sends an account with a step to take to that step, with the page it asked for", async () => {
    const { id } = await createUser("shell-no-address", PASSWORD);
    const { answer, sectionRan } = navigate(
      "/cms/posts?status=draft",
      await cookieOf(id),
      dashboard.loader as never,
    );
    const refused = await answer;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/cms/add-email?next=%2Fcms%2Fposts%3Fstatus%3Ddraft");
    expect(sectionRan).toEqual([]);
  });
});
