/**
 * One error body (ADR 0038): every status a loader or action throws goes through
 * app/lib/route-errors.ts, whose body is always `{ message?, notFound? }`. A bare string or a null
 * body reaches the CMS error panel as nothing it can read, and the refusal's own words are lost.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { throwStatus } from "~/lib/route-errors";

const appDir = path.resolve("app");
const helper = path.join(appDir, "lib", "route-errors.ts");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A thrown status made by hand: `throw data(...)`, `throw new Response(...)`, `throw json(...)`, a thrown string or null. */
const handMadeStatus = /\bthrow\s+(?:data\s*\(|new\s+Response\s*\(|json\s*\(|["'`]|null\b)/;

describe("thrown statuses", () => {
  const files = sourceFiles(appDir).filter((file) => file !== helper);

  it("has the app's route modules and guards to check", () => {
    const names = files.map((file) => path.relative(appDir, file));
    expect(names).toEqual(
      expect.arrayContaining([
        path.join(".server", "http", "guards.ts"),
        path.join("routes", "cms.analytics.tsx"),
      ]),
    );
  });

  it("all go through the one helper", () => {
    const offenders = files.flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          handMadeStatus.test(line) ? [`${path.relative(appDir, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });

  it("carry a body the error panels read: the message, and headers when given", () => {
    let thrown: unknown;
    try {
      throwStatus(405, { message: "Use POST." }, { Allow: "POST" });
    } catch (error) {
      thrown = error;
    }
    // React Router turns this into the error response the boundary gets (status, data).
    const response = thrown as { data: unknown; init: ResponseInit | null };
    expect(response.init?.status).toBe(405);
    expect(response.data).toEqual({ message: "Use POST." });
    expect(new Headers(response.init?.headers).get("Allow")).toBe("POST");
  });
});
