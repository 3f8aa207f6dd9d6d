import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/.server/config";
import { hostMatches } from "~/.server/http/host-gate";

describe("configuration", () => {
  it("has working defaults for a fresh clone", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.cmsHosts).toEqual(["localhost", "127.0.0.1", "[::1]", "*.localhost"]);
    expect(config.secureCookies).toBe(false);
  });

  it("names the variable when a value is bad", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ STAFF_EMAIL: "nobody" })).toThrow(/STAFF_EMAIL/);
  });

  it("uses secure cookies when the public URL is https", () => {
    expect(parseConfig({ PUBLIC_URL: "https://www.hearthstonedigital.example" }).secureCookies).toBe(true);
  });

  it("creates the demo CMS account outside production only, unless told", () => {
    expect(parseConfig({ NODE_ENV: "development" }).demoAccount).toBe(true);
    expect(parseConfig({ NODE_ENV: "production" }).demoAccount).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", CMS_DEMO_ACCOUNT: "true" }).demoAccount).toBe(true);
  });
});

describe("CMS host gate", () => {
  const patterns = parseConfig({}).cmsHosts;
  it.each([
    ["localhost:3000", true],
    ["127.0.0.1", true],
    ["[::1]:3000", true],
    ["cms.localhost:5173", true],
    ["www.hearthstonedigital.example", false],
    ["localhost.evil.example", false],
    [undefined, false],
  ])("host %s → %s", (host, allowed) => {
    expect(hostMatches(host, patterns)).toBe(allowed);
  });
});
