/**
 * `npm start` on a terminal prints readable log lines; piped (production, a log
 * collector, the tests) every line stays one JSON object.
 */
import { execFileSync } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";

const program = `
  const { createLogger } = await import("./app/.server/http/logger.ts");
  createLogger("info").info({ database: "pglite", password: "hunter2" }, "database ready");
`;
const node = ["--import", "tsx", "--input-type=module", "-e", program];

describe("server log lines", () => {
  it("are JSON when stdout is a pipe", () => {
    const out = execFileSync(process.execPath, node, { encoding: "utf8" }).trim();
    expect(JSON.parse(out)).toMatchObject({ level: 30, msg: "database ready", database: "pglite" });
    expect(out).not.toContain("hunter2");
  });

  it("are readable text on a terminal, with the same redaction", () => {
    // script(1) gives the child a pseudo-terminal as stdout.
    const command = [process.execPath, ...node].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(" ");
    const out = execFileSync("script", ["-qec", command, "/dev/null"], { encoding: "utf8" });
    const plain = stripVTControlCharacters(out).trim();
    expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: database ready/);
    expect(plain).toContain('database: "pglite"');
    expect(plain).not.toContain("hunter2");
    expect(plain).not.toContain('"level"');
  });
});
