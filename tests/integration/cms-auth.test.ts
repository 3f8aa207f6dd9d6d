import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Config, getConfig, setConfig } from "~/.server/config";
import { type DatabaseHandle, openDatabase, setDatabase } from "~/.server/db/client";
import { cmsSessions, cmsUsers, rateLimits } from "~/.server/db/schema";
import { createUser } from "~/.server/services/staff/auth";
import { hashToken } from "~/.server/services/staff/sessions";
import { action as logoutAction } from "~/routes/cms.logout";
import { action as settingsAction } from "~/routes/cms.settings";
import { sessionTokenOf } from "~/.server/http/session-cookies";
import { cmsCall, requestWithHost, signInCookie } from "../helpers/cms";
import { callRoute } from "../helpers/route-call";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { startTestServer, type TestServer } from "../helpers/http";
import { cmsUserCommand } from "../../scripts/cms-user";
import { migratedDataDir } from "../helpers/pglite-template";

const PASSWORD = "copper-kettle-harbor-71";
let config: Config;
let database: DatabaseHandle;
let server: TestServer;
let ipCount = 0;
/** A fresh client address, so throttle counts of one test never touch another. */
const nextIp = () => `10.20.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

const login = (username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  server.postJson("/api/cms/login", { username, password }, { "x-forwarded-for": ip, ...headers });
const me = (cookie?: string) => server.fetch("/api/cms/me", { headers: cookie ? { cookie } : {} });
/** The session token a `name=value` cookie pair carries. */
const tokenOf = async (cookie: string) => (await sessionTokenOf(cookie)) ?? "";

beforeAll(async () => {
  config = useTestConfig();
  database = await createTestDatabase();
  server = await startTestServer(config);
  await createUser("maria", PASSWORD);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("sign-in", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie and /me answers with the username", async () => {
    const response = await login("Maria", PASSWORD, nextIp());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { username: "maria" } });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^hd_cms_session=[A-Za-z0-9%]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    const pair = cookie.split(";")[0] ?? "";
    const answer = await me(pair);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ user: { username: "maria" } });
  });

  it("stores only a hash of the token, and makes a new session at every sign-in", async () => {
    const first = await signInCookie(server, "maria", PASSWORD, nextIp());
    const second = await signInCookie(server, "maria", PASSWORD, nextIp());
    expect(first).not.toBe(second);
    const rows = await database.db.select({ id: cmsSessions.id }).from(cmsSessions);
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(hashToken(await tokenOf(first)));
    expect(ids).not.toContain(await tokenOf(first));
    expect((await me(first)).status).toBe(200);
    expect((await me(second)).status).toBe(200);
  });

  it("answers an unknown username exactly like a wrong password", async () => {
    const unknown = await login("nobody-here", PASSWORD, nextIp());
    const wrong = await login("maria", "not-the-password-1", nextIp());
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const unknownBody = await unknown.json();
    expect(unknownBody).toEqual(await wrong.json());
    expect(unknownBody.error).toBe("Invalid username or password");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a login without username or password with 400 and field messages", async () => {
    const response = await login("", "", nextIp());
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({ username: "Username is required", password: "Password is required" });
  });
});

describe("sign-in throttle", () => {
  it("answers 429 after 5 failures for one IP and username, even for the right password", async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login("maria", `wrong-password-${attempt}`, ip)).status).toBe(401);
    }
    const locked = await login("maria", PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toBe(
      "Too many failed sign-in attempts. Please try again in 15 minutes.",
    );
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(890);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(900);

    // Another address, or another username from the same address, is not locked.
    expect((await login("maria", PASSWORD, nextIp())).status).toBe(200);
    expect((await login("someone-else", "wrong-password-x", ip)).status).toBe(401);
  });

  it("locks out for longer at each repeat", async () => {
    // Its own account: 15 failures, under the account-wide allowance (20), so only the pair lockout acts.
    await createUser("lena", PASSWORD);
    const ip = nextIp();
    const retryAfterOfNextLockout = async () => {
      for (let attempt = 1; attempt <= 5; attempt++) await login("lena", "still-wrong-pass", ip);
      const locked = await login("lena", PASSWORD, ip);
      expect(locked.status).toBe(429);
      return Number(locked.headers.get("retry-after"));
    };
    const endLockout = () =>
      database.db
        .update(rateLimits)
        .set({ expire: new Date(Date.now() - 1000) })
        .where(like(rateLimits.key, `cms-login:lockout:${ip}|%`));

    expect(await retryAfterOfNextLockout()).toBeGreaterThan(890);
    await endLockout();
    const second = await retryAfterOfNextLockout();
    expect(second).toBeGreaterThan(1790);
    expect(second).toBeLessThanOrEqual(1800);
    await endLockout();
    expect(await retryAfterOfNextLockout()).toBeGreaterThan(3590);
    await endLockout();
    // Once the lockout is over, the right password works and clears the record.
    expect((await login("lena", PASSWORD, ip)).status).toBe(200);
    const left = await database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `cms-login:%:${ip}|%`));
    // Only the note that this client signed in to the account (it skips the account-wide delay).
    expect(left.map((row) => row.key)).toEqual([`cms-login:known:${ip}|lena`]);
  }, 120_000);
});

describe("client identity and the per-account delay", () => {
  it("counts an IPv6 /64 as one client: rotating addresses in it meets the lockout", async () => {
    await createUser("ivan", PASSWORD);
    const statuses: number[] = [];
    for (let n = 1; n <= 20; n++) {
      statuses.push((await login("ivan", `wrong-password-${n}`, `2001:db8:9:9::${n.toString(16)}`)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // The right password from the same /64 is refused too; from another /64 it signs in.
    expect((await login("ivan", PASSWORD, "2001:db8:9:9::21")).status).toBe(429);
    expect((await login("ivan", PASSWORD, "2001:db8:9:b::1")).status).toBe(200);
    // An IPv4-mapped address is its IPv4 client.
    const ip = nextIp();
    for (let n = 1; n <= 5; n++) await login("ivan", `wrong-password-${n}`, ip);
    expect((await login("ivan", PASSWORD, `::ffff:${ip}`)).status).toBe(429);
  });

  it("slows guessing of one account from many addresses without keeping its owner out", async () => {
    await createUser("paula", PASSWORD);
    const home = nextIp();
    expect((await login("paula", PASSWORD, home)).status).toBe(200);

    // An attacker with a fresh address (another /64 each time) for every guess.
    const answers: Array<{ status: number; retryAfter: number }> = [];
    for (let n = 1; n <= 40; n++) {
      const response = await login("paula", `wrong-password-${n}`, `2001:db8:${n.toString(16)}:1::1`);
      answers.push({ status: response.status, retryAfter: Number(response.headers.get("retry-after")) });
    }
    const guesses = answers.filter((answer) => answer.status === 401).length;
    expect(answers.slice(0, 20).every((answer) => answer.status === 401)).toBe(true);
    // Past 20 failures each guess waits for the account's slot: a delay, at most a minute.
    expect(guesses).toBeLessThan(26);
    const waits = answers.filter((answer) => answer.status === 429).map((answer) => answer.retryAfter);
    expect(waits.length).toBeGreaterThan(14);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60);

    // The owner, from an address they signed in from before, is not delayed at all.
    expect((await login("paula", PASSWORD, home)).status).toBe(200);

    // From a new address they wait at most a minute, then the right password gets in.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const away = "2001:db8:ffff:1::1";
      let response = await login("paula", PASSWORD, away);
      if (response.status === 429) {
        const wait = Number(response.headers.get("retry-after"));
        expect(wait).toBeLessThanOrEqual(60);
        vi.setSystemTime(Date.now() + (wait + 1) * 1000);
        response = await login("paula", PASSWORD, away);
      }
      expect(response.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);
});

describe("sign-in throttle across usernames", () => {
  it("blocks an IP after 50 failures within 15 minutes, whatever the usernames", async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= 50; attempt++) {
      const response = await login(`guess-${attempt % 12}`, `wrong-password-${attempt}`, ip);
      // 12 usernames: none reaches its own 6th attempt, so each failure is a plain 401.
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await login("maria", PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toMatch(/^Too many failed sign-in attempts/);
    // Other addresses are unaffected.
    expect((await login("maria", PASSWORD, nextIp())).status).toBe(200);
  }, 120_000);
});

describe("guards", () => {
  const endpoints: [string, string][] = [
    ["GET", "/api/cms/me"],
    ["GET", "/api/cms/analytics/overview"],
    ["GET", "/api/cms/blog/posts"],
    ["POST", "/api/cms/blog/posts"],
  ];

  it.each(endpoints)("%s %s without a session answers 401 JSON", async (method, endpoint) => {
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    const response = await cmsCall(server, config.PUBLIC_URL, method, endpoint, { body });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Please sign in to continue." });
  });

  it("answers 401 for a made-up or malformed session cookie", async () => {
    expect((await me("hd_cms_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(401);
    expect((await me("hd_cms_session=../../etc")).status).toBe(401);
  });

  it("refuses a state change from a foreign Origin, or with no Origin or Referer, with 403", async () => {
    const cookie = await signInCookie(server, "maria", PASSWORD, nextIp());
    const post = { title: "CSRF", content: "Body", author: "Eve" };
    const foreign = await cmsCall(server, "https://evil.example", "POST", "/api/cms/blog/posts", {
      cookie,
      body: post,
    });
    expect(foreign.status).toBe(403);
    const noOrigin = await server.fetch("/api/cms/blog/posts", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(post),
    });
    expect(noOrigin.status).toBe(403);
    const foreignReferer = await server.fetch("/cms/logout", {
      method: "POST",
      headers: { cookie, referer: "https://evil.example/page" },
    });
    expect(foreignReferer.status).toBe(403);
    const foreignLogin = await login("maria", PASSWORD, nextIp(), { origin: "https://evil.example" });
    expect(foreignLogin.status).toBe(403);
    // Nothing was created and the session still works.
    const list = await cmsCall(server, config.PUBLIC_URL, "GET", "/api/cms/blog/posts", { cookie });
    expect((await list.json()).some((p: { title: string }) => p.title === "CSRF")).toBe(false);
    expect((await me(cookie)).status).toBe(200);

    // The site's own origin, given as a Referer when Origin is absent, is accepted.
    const ownReferer = await server.fetch("/api/cms/blog/posts", {
      method: "POST",
      headers: { cookie, "content-type": "application/json", referer: `${config.PUBLIC_URL}/cms/dashboard` },
      body: JSON.stringify({ ...post, title: "Own referer" }),
    });
    expect(ownReferer.status).toBe(201);
  });

  it("does not exist on a host outside CMS_HOSTS (404), while it answers on a CMS host", async () => {
    for (const [method, endpoint] of [
      ["GET", "/api/cms/me"],
      ["POST", "/api/cms/login"],
      ["GET", "/api/cms/blog/posts"],
    ] as const) {
      const foreign = await requestWithHost(server.url, "www.hearthstonedigital.example", method, endpoint, {
        username: "maria",
        password: PASSWORD,
      });
      expect(foreign.status, `${method} ${endpoint}`).toBe(404);
      expect(foreign.contentType).toMatch(/application\/json/);
      expect(JSON.parse(foreign.body)).toEqual({ message: "Not found" });
    }
    const local = await requestWithHost(server.url, "cms.localhost:4000", "GET", "/api/cms/me");
    expect(local.status).toBe(401);
  });
});

describe("sessions", () => {
  it("end after 12 hours without a request", async () => {
    const cookie = await signInCookie(server, "maria", PASSWORD, nextIp());
    const id = hashToken(await tokenOf(cookie));
    const setLastSeen = (hoursAgo: number) =>
      database.db
        .update(cmsSessions)
        .set({ lastSeenAt: new Date(Date.now() - hoursAgo * 3600_000) })
        .where(eq(cmsSessions.id, id));
    await setLastSeen(11.5);
    expect((await me(cookie)).status).toBe(200);
    await setLastSeen(12.1);
    expect((await me(cookie)).status).toBe(401);
    expect(await database.db.select().from(cmsSessions).where(eq(cmsSessions.id, id))).toEqual([]);
  });

  it("end 7 days after sign-in even when in use", async () => {
    const cookie = await signInCookie(server, "maria", PASSWORD, nextIp());
    const id = hashToken(await tokenOf(cookie));
    await database.db
      .update(cmsSessions)
      .set({ createdAt: sql`now() - interval '7 days'`, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cmsSessions.id, id));
    expect((await me(cookie)).status).toBe(401);
  });

  it("sign-out deletes the session and clears the cookie", async () => {
    const cookie = await signInCookie(server, "maria", PASSWORD, nextIp());
    const response = await callRoute(logoutAction, "/cms/logout", { cookie, form: {} });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/cms/login");
    expect(response.headers.get("set-cookie")).toMatch(/^hd_cms_session=; Max-Age=0; Path=\//);
    expect((await me(cookie)).status).toBe(401);
  });

  it("signs out every other session, keeping the current one", async () => {
    await createUser("olivia", PASSWORD, { email: "olivia@staff.example" });
    const other1 = await signInCookie(server, "olivia", PASSWORD, nextIp());
    const other2 = await signInCookie(server, "olivia", PASSWORD, nextIp());
    const current = await signInCookie(server, "olivia", PASSWORD, nextIp());
    const response = await callRoute(settingsAction, "/cms/settings", {
      cookie: current,
      form: { intent: "end-other-sessions" },
    });
    expect(response.value).toEqual({ ok: true, intent: "end-other-sessions", ended: 2 });
    expect((await me(other1)).status).toBe(401);
    expect((await me(other2)).status).toBe(401);
    expect((await me(current)).status).toBe(200);
  });
});

describe("changing the password", () => {
  it("needs the current password, refuses weak ones, then works and ends other sessions", async () => {
    await createUser("nadia", PASSWORD, { email: "nadia@staff.example" });
    const other = await signInCookie(server, "nadia", PASSWORD, nextIp());
    const cookie = await signInCookie(server, "nadia", PASSWORD, nextIp());
    // The settings page's password form, posted to its action.
    const change = async (fields: Record<string, string>) => {
      const answer = await callRoute(settingsAction, "/cms/settings", {
        cookie,
        form: { intent: "change-password", ...fields },
      });
      return { status: answer.status, value: answer.value as { fieldErrors: Record<string, string> } };
    };

    const wrongCurrent = await change({
      currentPassword: "not-my-password",
      newPassword: "lantern-orchid-meadow-5",
      confirmPassword: "lantern-orchid-meadow-5",
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.value.fieldErrors).toEqual({
      currentPassword: "The current password is not correct",
    });

    const common = await change({
      currentPassword: PASSWORD,
      newPassword: "password123",
      confirmPassword: "password123",
    });
    expect(common.status).toBe(400);
    expect(common.value.fieldErrors.newPassword).toMatch(/most common passwords/);

    // Invisible characters and padding do not get a common password past the policy.
    for (const hidden of ["password\u200b123", "passw\u00adord123", "\u00a0\u00a0password123\u00a0\u00a0"]) {
      const refused = await change({
        currentPassword: PASSWORD,
        newPassword: hidden,
        confirmPassword: hidden,
      });
      expect(refused.status, JSON.stringify(hidden)).toBe(400);
      expect(refused.value.fieldErrors.newPassword).toMatch(/invisible|start or end with a space/);
    }

    const short = await change({ currentPassword: PASSWORD, newPassword: "abc", confirmPassword: "abc" });
    expect(short.value.fieldErrors.newPassword).toBe("Password must be at least 10 characters.");

    const ok = await change({
      currentPassword: PASSWORD,
      newPassword: "lantern-orchid-meadow-5",
      confirmPassword: "lantern-orchid-meadow-5",
    });
    expect(ok.status).toBe(200);
    expect(ok.value).toEqual({ ok: true, intent: "change-password", otherSessionsEnded: 1 });
    expect((await me(other)).status).toBe(401);
    expect((await me(cookie)).status).toBe(200);
    expect((await login("nadia", PASSWORD, nextIp())).status).toBe(401);
    expect((await login("nadia", "lantern-orchid-meadow-5", nextIp())).status).toBe(200);
  }, 120_000);
});

describe("cookies over HTTPS", () => {
  let secureServer: TestServer;
  beforeAll(async () => {
    secureServer = await startTestServer(useTestConfig({ PUBLIC_URL: "https://cms.hearthstone.localhost" }));
  });
  afterAll(async () => {
    await secureServer.close();
    useTestConfig();
  });

  it("uses the __Host- prefix and the Secure flag when PUBLIC_URL is https", async () => {
    const response = await secureServer.postJson(
      "/api/cms/login",
      { username: "maria", password: PASSWORD },
      { "x-forwarded-for": nextIp() },
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-hd_cms_session=[A-Za-z0-9%]+; Max-Age=604800; Path=\/;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/Domain=/i);
    const pair = cookie.split(";")[0] ?? "";
    const answer = await secureServer.fetch("/api/cms/me", { headers: { cookie: pair } });
    expect(answer.status).toBe(200);
    // The plain-HTTP cookie name is not accepted in this configuration.
    const plain = await secureServer.fetch("/api/cms/me", {
      headers: { cookie: pair.replace("__Host-", "") },
    });
    expect(plain.status).toBe(401);
  });
});

describe("npm run cms:user -- create", () => {
  /** The command as a process: what `npm run cms:user` runs, the password piped on stdin. */
  const spawnCli = (args: string[], input: string, env: Record<string, string>) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/cms-user.ts", ...args], {
      input,
      env: { ...process.env, LOG_LEVEL: "silent", NODE_ENV: "test", ...env },
      encoding: "utf8",
      // Node, tsx and an embedded database's first start: generous, for a machine busy with other work.
      timeout: 150_000,
    });
  /**
   * The same command in this process (no start of Node and tsx per run): the first line of
   * `input` is the piped password. It installs its own configuration and database, so this
   * file's are put back after it.
   */
  const runCli = async (args: string[], input: string, env: Record<string, string>) => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const config = getConfig();
    try {
      const status = await cmsUserCommand(args, {
        env: { ...process.env, LOG_LEVEL: "silent", NODE_ENV: "test", ...env },
        readPassword: async () => input.split(/\r?\n/)[0] ?? "",
        out: (line) => stdout.push(`${line}\n`),
        err: (line) => stderr.push(`${line}\n`),
      });
      return { status, stdout: stdout.join(""), stderr: stderr.join("") };
    } finally {
      setConfig(config);
      setDatabase(database);
    }
  };

  // The CLI runs against its own embedded database folder, whichever engine the rest of the file uses.
  it("creates a user from a password on stdin, who can then sign in; refuses weak passwords", async () => {
    const dataDir = migratedDataDir("hd-cli-");
    const created = spawnCli(["create", "Quinn"], "harbor-lights-cedar-8\n", { DATA_DIR: dataDir });
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/Created CMS user "quinn"/);

    const weak = await runCli(["create", "weakling"], "password123\n", { DATA_DIR: dataDir });
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/most common passwords.*Nothing was created/);
    const short = await runCli(["create", "shorty"], "abc\n", { DATA_DIR: dataDir });
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/at least 10 characters/);
    const taken = await runCli(["create", "quinn"], "another-good-pass-77\n", { DATA_DIR: dataDir });
    expect(taken.status).toBe(1);
    expect(taken.stderr).toMatch(/already taken/);
    const usage = await runCli(["remove", "quinn"], "", { DATA_DIR: dataDir });
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/Usage: npm run cms:user -- create <username>/);

    // The server, on that database, lets the new user in.
    const cliDatabase = await openDatabase({ dataDir });
    setDatabase(cliDatabase);
    try {
      const users = await cliDatabase.db.select({ username: cmsUsers.username }).from(cmsUsers);
      expect(users).toEqual([{ username: "quinn" }]);
      const response = await login("quinn", "harbor-lights-cedar-8", nextIp());
      expect(response.status).toBe(200);
    } finally {
      await cliDatabase.close();
      setDatabase(database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it("stores --email, refuses a malformed one, and turns off a lost two-step sign-in (recovery)", async () => {
    const dataDir = migratedDataDir("hd-cli-");
    const bad = await runCli(["create", "rhea", "--email", "not-an-address"], "harbor-lights-cedar-8\n", {
      DATA_DIR: dataDir,
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/valid email.*Nothing was created/i);
    const created = await runCli(
      ["create", "rhea", "--email", "Rhea@Example.com"],
      "harbor-lights-cedar-8\n",
      {
        DATA_DIR: dataDir,
      },
    );
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);

    const cliDatabase = await openDatabase({ dataDir });
    try {
      const [rhea] = await cliDatabase.db.select().from(cmsUsers).where(eq(cmsUsers.username, "rhea"));
      expect(rhea.email).toBe("Rhea@Example.com");
      await cliDatabase.db
        .update(cmsUsers)
        .set({ totpSecret: "JBSWY3DPEHPK3PXP", totpEnabledAt: new Date() })
        .where(eq(cmsUsers.id, rhea.id));
      await cliDatabase.db
        .insert(cmsSessions)
        .values({ id: hashToken("cli-session"), userId: rhea.id, expiresAt: new Date(Date.now() + 60_000) });
    } finally {
      await cliDatabase.close();
    }
    const reset = await runCli(["reset-two-step", "rhea"], "", { DATA_DIR: dataDir });
    expect(reset.stderr).toBe("");
    expect(reset.stdout).toMatch(/Two-step sign-in of "rhea" is off/);
    const unknown = await runCli(["reset-two-step", "nobody"], "", { DATA_DIR: dataDir });
    expect(unknown.status).toBe(1);

    const after = await openDatabase({ dataDir });
    try {
      const [rhea] = await after.db.select().from(cmsUsers).where(eq(cmsUsers.username, "rhea"));
      expect(rhea).toMatchObject({ totpSecret: null, totpEnabledAt: null });
      expect(await after.db.select().from(cmsSessions).where(eq(cmsSessions.userId, rhea.id))).toEqual([]);
    } finally {
      await after.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
