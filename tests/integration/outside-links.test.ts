/**
 * No public page offers a link to an address that does not exist: the reserved .example
 * domains stand in for places nobody can visit, so the only one allowed is the agency's own
 * e-mail address (ADR 0005). Read from the prerendered HTML of the production build.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "~/content/prerender";
import { buildDir } from "../helpers/spawn-server";

describe("outside links on public pages", () => {
  it.each(prerenderedPaths)("%s links to no made-up .example address", (page) => {
    const html = fs.readFileSync(path.join(buildDir, "client", page, "index.html"), "utf8");
    const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]);
    const madeUp = hrefs.filter(
      (href) => /\.example\b/i.test(href) && !/^mailto:[^@]+@hearthstonedigital\.example$/.test(href),
    );
    expect(madeUp).toEqual([]);
  });
});
