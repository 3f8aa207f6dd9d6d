/**
 * Services speak in plain values; HTTP (requests, responses, redirects, guards) lives
 * in app/.server/http. A service that imports react-router or takes a Request fails here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AccountError, DomainError, ValidationError } from "~/.server/services/errors";

const servicesDir = path.resolve("app/.server/services");

function serviceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serviceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the service floor", () => {
  const files = serviceFiles(servicesDir);

  it("has files to check", () => {
    expect(files.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(["auth.ts", "preview-links.ts", "errors.ts"]),
    );
  });

  it.each(files.map((file) => [path.relative(servicesDir, file), file]))(
    "%s imports nothing from react-router and takes no Request",
    (_name, file) => {
      const source = fs.readFileSync(file, "utf8");
      expect(source).not.toMatch(/from\s+["'](?:react-router|@react-router\/[^"']+)["']/);
      // A parameter or property typed Request (the Fetch API's or Express's).
      expect(source).not.toMatch(/:\s*(?:express\.)?Request\b/);
      expect(source).not.toMatch(/from\s+["']express["']/);
    },
  );

  it("AccountError is a domain error answered as a field message", () => {
    const error = new AccountError("The username is taken.", "username");
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.kind).toBe("validation");
    expect(error.fields).toEqual({ username: "The username is taken." });
  });
});
