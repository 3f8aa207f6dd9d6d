import { describe, expect, it } from "vitest";
import { ConfigError, configWarnings, parseConfig } from "~/.server/config";
import { hostMatches } from "~/.server/hosts";

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
    expect(() => parseConfig({ NEWSLETTER_SMTP_CONNECTIONS: "0" })).toThrow(/NEWSLETTER_SMTP_CONNECTIONS/);
    expect(() => parseConfig({ NEWSLETTER_SMTP_CONNECTIONS: "2.5" })).toThrow(/NEWSLETTER_SMTP_CONNECTIONS/);
    expect(parseConfig({ NEWSLETTER_SMTP_CONNECTIONS: "2" }).NEWSLETTER_SMTP_CONNECTIONS).toBe(2);
  });

  it("takes a variable set but empty (as a .env template leaves it) as unset", () => {
    const config = parseConfig({ DATABASE_URL: "", SMTP_URL: "", IMAGE_PROVIDER_URL: "", PUBLIC_URL: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.IMAGE_PROVIDER_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(() => parseConfig({ SMTP_URL: "mail.example" })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ IMAGE_PROVIDER_URL: "not a url" })).toThrow(/IMAGE_PROVIDER_URL/);
  });

  it("uses secure cookies when the public URL is https", () => {
    expect(parseConfig({ PUBLIC_URL: "https://www.hearthstonedigital.example" }).secureCookies).toBe(true);
  });

  it("creates the demo CMS account outside production only, unless told", () => {
    expect(parseConfig({ NODE_ENV: "development" }).demoAccount).toBe(true);
    expect(parseConfig({ NODE_ENV: "production" }).demoAccount).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", CMS_DEMO_ACCOUNT: "true" }).demoAccount).toBe(true);
  });

  it("takes .eml files as the intended mail outside production only, unless told (MAIL_TO_FILES)", () => {
    expect(parseConfig({ NODE_ENV: "development" }).mailToFiles).toBe(true);
    expect(parseConfig({ NODE_ENV: "production" }).mailToFiles).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", MAIL_TO_FILES: "true" }).mailToFiles).toBe(true);
  });
});

describe("start-up warnings", () => {
  it("warns when a production server has no PUBLIC_URL (every absolute link would be localhost)", () => {
    for (const env of [{ NODE_ENV: "production" }, { NODE_ENV: "production", PUBLIC_URL: "" }]) {
      const config = parseConfig(env);
      expect(config.PUBLIC_URL).toBe("http://localhost:3000");
      const warnings = configWarnings(config);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^PUBLIC_URL is not set/);
    }
  });

  it("stays quiet when PUBLIC_URL is set, and in development", () => {
    expect(
      configWarnings(
        parseConfig({
          NODE_ENV: "production",
          PUBLIC_URL: "https://www.hearthstone.example",
          CMS_URL: "https://cms.hearthstone.example",
          CMS_HOSTS: "cms.hearthstone.example",
        }),
      ),
    ).toEqual([]);
    expect(configWarnings(parseConfig({ NODE_ENV: "development" }))).toEqual([]);
  });

  it("links staff mail to CMS_URL, else PUBLIC_URL, and warns when that address is not a CMS host", () => {
    expect(parseConfig({ PUBLIC_URL: "https://www.hearthstone.example/" }).cmsOrigin).toBe(
      "https://www.hearthstone.example",
    );
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://www.hearthstone.example" };
    expect(parseConfig({ ...production, CMS_URL: "https://cms.hearthstone.example/x" }).cmsOrigin).toBe(
      "https://cms.hearthstone.example",
    );
    expect(configWarnings(parseConfig({ ...production, CMS_HOSTS: "cms.hearthstone.example" }))).toEqual([
      expect.stringMatching(/CMS_URL/),
    ]);
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
