import { describe, expect, it } from "vitest";
import {
  burnPasswordCheck,
  HashingBusyError,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from "~/.server/services/staff/passwords";

describe("password hashing", () => {
  it("verifies the right password only, with a fresh salt per hash", async () => {
    const first = await hashPassword("copper-kettle-harbor-71");
    const second = await hashPassword("copper-kettle-harbor-71");
    // The tests' work factor (ADR 0074); production's is below.
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("copper-kettle-harbor-71", first)).toBe(true);
    expect(await verifyPassword("copper-kettle-harbor-72", first)).toBe(false);
    expect(await verifyPassword("copper-kettle-harbor-71", "not-a-hash")).toBe(false);
    expect(await verifyPassword("copper-kettle-harbor-71", "scrypt$16384$8$1$c2FsdA==$")).toBe(false);
  });

  it("hashes at N=2^15 outside tests, and such a hash verifies in a test process too", async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    let stored: string;
    try {
      stored = await hashPassword("copper-kettle-harbor-71");
    } finally {
      process.env.NODE_ENV = previous;
    }
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("copper-kettle-harbor-71", stored)).toBe(true);
    expect(await verifyPassword("copper-kettle-harbor-72", stored)).toBe(false);
  });
});

describe("password policy", () => {
  it.each([
    ["short1!", /at least 10 characters/],
    ["password123", /most common passwords/],
    ["Qwertyuiop", /most common passwords/],
    ["aaaaaaaaaaaa", /too easy to guess/],
    ["maria-kettle-2026", /must not contain the username/],
  ])("refuses %s", (password, message) => {
    expect(passwordProblem(password, "maria")).toMatch(message);
  });

  it("accepts a long, unpredictable passphrase", () => {
    expect(passwordProblem("copper-kettle-harbor-71", "maria")).toBeNull();
  });
});

describe("policy and hashing judge the same string", () => {
  // NFKC folds fullwidth letters and digits to ASCII: the hash of `ｐａｓｓｗｏｒｄ１２３` is the
  // hash of `password123`, so the policy must refuse it as that common password.
  it.each([
    ["ｐａｓｓｗｏｒｄ１２３", /most common passwords/],
    ["ｍａｒｉａ-kettle-2026", /must not contain the username/],
    ["ＭＡＲＩＡ-kettle-2026", /must not contain the username/],
  ])("refuses the compatibility form %s like its plain twin", (password, message) => {
    expect(passwordProblem(password, "maria")).toMatch(message);
  });

  // Characters with no glyph (Default_Ignorable_Code_Point), controls and spaces (Zs)
  // at either end are refused, so what is hashed is what the policy judged.
  it.each([
    ["password\u200b123", /invisible/],
    ["passw\u00adord123", /invisible/],
    ["\u2060copper-kettle-harbor-71", /invisible/],
    ["copper-kettle\u202eharbor-71", /invisible/],
    ["copper-kettle\u0000harbor-71", /control/],
    ["\u00a0\u00a0password123\u00a0\u00a0", /start or end with a space/],
    ["password123\u3000", /start or end with a space/],
    [" copper-kettle-harbor-71", /start or end with a space/],
    ["pass word 123", /most common passwords/],
    ["pass\u00a0word\u2003123", /most common passwords/],
  ])("refuses %j", (password, message) => {
    expect(passwordProblem(password, "maria")).toMatch(message);
  });

  it("keeps spaces inside a passphrase", () => {
    expect(passwordProblem("copper kettle harbor 71", "maria")).toBeNull();
  });

  it("counts the length of the normalized form", () => {
    // Five code points as typed, ten once each "ﬀ" is folded to the "ff" that is hashed.
    expect(passwordProblem("ﬀ".repeat(5), "maria")).not.toMatch(/at least 10/);
  });

  it("a fullwidth password that passes the policy signs in with its ASCII form, and only that", async () => {
    const typed = "ｃｏｐｐｅｒ-ｋｅｔｔｌｅ-harbor-71";
    expect(passwordProblem(typed, "maria")).toBeNull();
    const stored = await hashPassword(typed);
    expect(await verifyPassword("copper-kettle-harbor-71", stored)).toBe(true);
    expect(await verifyPassword("copper-kettle-harbor-72", stored)).toBe(false);
  });
});

describe("bounded password hashing", () => {
  it("runs 2 checks at once with 16 waiting, refuses the rest at once, and recovers", async () => {
    const stored = await hashPassword("copper-kettle-harbor-71");
    // The unknown-username check hashes its dummy once, on first use; made here, it cannot take a slot
    // mid-burst and let one more check in as the burst drains (CI saw 19 instead of 18 under load).
    await burnPasswordCheck("warm-up");
    const started = Date.now();
    // 200 parallel checks (known and unknown usernames alike) used to take every libuv thread.
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, n) =>
        n % 2 ? verifyPassword("wrong-password-x", stored) : burnPasswordCheck("wrong-password-x"),
      ),
    );
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(18);
    expect(refused).toHaveLength(42);
    for (const result of refused) {
      expect(result.status === "rejected" && result.reason).toBeInstanceOf(HashingBusyError);
      expect(result.status === "rejected" && result.reason.retryAfterSeconds).toBe(1);
    }
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await verifyPassword("copper-kettle-harbor-71", stored)).toBe(true);
  }, 30_000);
});
