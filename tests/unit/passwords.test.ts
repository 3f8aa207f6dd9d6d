import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "~/.server/services/passwords";

describe("password hashing", () => {
  it("verifies the right password only, with a fresh salt per hash", async () => {
    const first = await hashPassword("copper-kettle-harbor-71");
    const second = await hashPassword("copper-kettle-harbor-71");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("copper-kettle-harbor-71", first)).toBe(true);
    expect(await verifyPassword("copper-kettle-harbor-72", first)).toBe(false);
    expect(await verifyPassword("copper-kettle-harbor-71", "not-a-hash")).toBe(false);
    expect(await verifyPassword("copper-kettle-harbor-71", "scrypt$16384$8$1$c2FsdA==$")).toBe(false);
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
