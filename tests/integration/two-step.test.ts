/**
 * Two-step sign-in: TOTP against RFC 6238's test vectors, the password step earning
 * only the second step, codes spent once, recovery codes single-use, on and off only with the password.
 */
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/.server/db/client";
import { cmsUsers } from "~/.server/db/schema";
import { completeTwoStepSignIn, createUser, signIn } from "~/.server/services/staff/auth";
import { createSession, findSession } from "~/.server/services/staff/sessions";
import { sessionCookie } from "~/.server/http/session-cookies";
import {
  beginTwoStepSetup,
  disableTwoStep,
  enableTwoStep,
  matchingStep,
  totp,
  twoStepState,
} from "~/.server/services/staff/two-step";
import { action as profileAction } from "~/routes/cms.profile";
import { createTestDatabase, useTestConfig } from "../helpers/db";
import { callRoute } from "../helpers/route-call";

const PASSWORD = "copper-kettle-harbor-71";
let database: DatabaseHandle;
let _config: ReturnType<typeof useTestConfig>;
let ipCount = 0;
const nextIp = () => `10.45.0.${++ipCount}`;

beforeAll(async () => {
  _config = useTestConfig();
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe("TOTP (RFC 6238, appendix B)", () => {
  const secret = OTPAuth.Secret.fromUTF8("12345678901234567890").base32;
  const vectors: [number, string][] = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ];
  it.each(vectors)("at %i s gives %s (SHA-1, 8 digits)", (seconds, expected) => {
    expect(totp(secret, { digits: 8 }).generate({ timestamp: seconds * 1000 })).toBe(expected);
  });

  it("accepts one step of drift either way, not two", () => {
    const now = 1_800_000_000_000;
    const code = (offsetSteps: number) => totp(secret).generate({ timestamp: now + offsetSteps * 30_000 });
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, code(0), now)).toBe(step);
    expect(matchingStep(secret, code(-1), now)).toBe(step - 1);
    expect(matchingStep(secret, code(1), now)).toBe(step + 1);
    expect(matchingStep(secret, code(-2), now)).toBeNull();
    expect(matchingStep(secret, code(2), now)).toBeNull();
  });
});

async function secretOf(userId: string) {
  const [row] = await database.db.select().from(cmsUsers).where(eq(cmsUsers.id, userId));
  return row.totpSecret ?? "";
}

describe("two-step sign-in", () => {
  it("is turned on with the password and a code; then a sign-in needs a code, each code once", async () => {
    const user = await createUser("two-step-tara", PASSWORD);
    await beginTwoStepSetup(user.id);
    const state = await twoStepState(user.id);
    expect(state.enabled).toBe(false);
    expect(state.setup?.uri).toMatch(/^otpauth:\/\/totp\/Hearthstone%20CMS:two-step-tara\?/);
    const secret = await secretOf(user.id);
    // The password is needed, and a code proving the app has the secret.
    await expect(
      enableTwoStep(user.id, "wrong-password-here", totp(secret).generate()),
    ).rejects.toMatchObject({
      fields: { password: expect.any(String) },
    });
    await expect(enableTwoStep(user.id, PASSWORD, "000000")).rejects.toMatchObject({
      fields: { code: expect.any(String) },
    });
    // The current step's code: the slow password check before it may cross into the next step,
    // which the one step of drift allows (a code two steps old would not be).
    const codes = await enableTwoStep(user.id, PASSWORD, totp(secret).generate());
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await twoStepState(user.id)).enabled).toBe(true);

    // The password alone opens no session.
    const first = await signIn({ username: "two-step-tara", password: PASSWORD, ip: nextIp() });
    expect(first.token).toBeUndefined();
    expect(first.pending).toBeTruthy();
    await expect(completeTwoStepSignIn({ pending: first.pending, code: "123456" })).rejects.toMatchObject({
      kind: "validation",
    });
    // The enabling code's step is spent; the next step's code is within the one step of drift allowed.
    const code = totp(secret).generate({ timestamp: Date.now() + 30_000 });
    const opened = await completeTwoStepSignIn({ pending: first.pending, code });
    expect(await findSession(opened.token)).toMatchObject({ user: { username: "two-step-tara" } });
    // The same code again (a replay) is refused.
    await expect(completeTwoStepSignIn({ pending: first.pending, code })).rejects.toMatchObject({
      kind: "validation",
    });
    // A forged or missing proof of the password step is refused.
    await expect(
      completeTwoStepSignIn({ pending: `${user.id}.9999999999.${"a".repeat(43)}`, code }),
    ).rejects.toMatchObject({
      kind: "validation",
    });
    await expect(completeTwoStepSignIn({ pending: undefined, code })).rejects.toMatchObject({
      kind: "validation",
    });
  });

  it("takes each recovery code once, and turns off only with the password and a code", async () => {
    const user = await createUser("two-step-rosa", PASSWORD);
    await beginTwoStepSetup(user.id);
    const codes = await enableTwoStep(user.id, PASSWORD, totp(await secretOf(user.id)).generate());
    const pending = (await signIn({ username: "two-step-rosa", password: PASSWORD, ip: nextIp() })).pending;
    const opened = await completeTwoStepSignIn({ pending, code: codes[3].toUpperCase().replace("-", " ") });
    expect(opened.method).toBe("recovery-code");
    await expect(completeTwoStepSignIn({ pending, code: codes[3] })).rejects.toMatchObject({
      kind: "validation",
    });
    expect((await twoStepState(user.id)).codesLeft).toBe(9);

    await expect(
      disableTwoStep(user.id, { password: "not-my-password-1", code: codes[5] }),
    ).rejects.toMatchObject({
      fields: { password: expect.any(String) },
    });
    await disableTwoStep(user.id, { password: PASSWORD, code: codes[6] });
    const plain = await signIn({ username: "two-step-rosa", password: PASSWORD, ip: nextIp() });
    expect(plain.token).toBeTruthy();
    expect((await twoStepState(user.id)).codesLeft).toBe(0);
  });

  it("throttles codes per account", async () => {
    const user = await createUser("two-step-gus", PASSWORD);
    await beginTwoStepSetup(user.id);
    await enableTwoStep(user.id, PASSWORD, totp(await secretOf(user.id)).generate());
    const pending = (await signIn({ username: "two-step-gus", password: PASSWORD, ip: nextIp() })).pending;
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      outcomes.push(
        await completeTwoStepSignIn({ pending, code: "000000" }).then(
          () => "ok",
          (error: { kind: string }) => error.kind,
        ),
      );
    }
    expect(outcomes).toEqual([...Array(5).fill("validation"), "rate-limited"]);
  });
});

describe("the profile page's two-step controls (one ActionResult, ADR 0030)", () => {
  it("answer as the two-step card's, a refusal with its status and message too", async () => {
    const user = await createUser("two-step-page", PASSWORD, { email: "page@staff.example" });
    const { token } = await createSession(user.id, "test");
    const cookie = (await sessionCookie(token)).split(";")[0];
    const post = (form: Record<string, string>) => callRoute(profileAction, "/cms/profile", { cookie, form });

    const begun = await post({ intent: "two-step-begin" });
    expect(begun).toMatchObject({ status: 200, value: { ok: true, twoStep: true } });

    const code = totp(await secretOf(user.id)).generate();
    const refused = await post({ intent: "two-step-enable", password: "not-my-password", code });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.value).toMatchObject({ ok: false, twoStep: true, message: expect.any(String) });
    expect((await twoStepState(user.id)).enabled).toBe(false);

    const enabled = await post({ intent: "two-step-enable", password: PASSWORD, code });
    expect(enabled).toMatchObject({
      status: 200,
      value: {
        ok: true,
        twoStep: true,
        message: "Two-step sign-in is on.",
        recoveryCodes: expect.any(Array),
      },
    });
  });
});
