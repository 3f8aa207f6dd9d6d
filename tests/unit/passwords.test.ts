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
