/**
 * The agency is in Houston: pages, mails and the CMS speak US English. This scans the text
 * sources (content, pages, components, mail code) for British spellings so they do not come back.
 * Comments are skipped, and so are identifiers that must keep their spelling (aria-labelledby).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const roots = ["app/content", "app/routes", "app/components", "app/.server/services", "app/lib"];

/** British spelling → US spelling (whole words, any capitalization). */
const british: Record<string, string> = {
  customise: "customize",
  customised: "customized",
  customising: "customizing",
  customisation: "customization",
  personalise: "personalize",
  personalised: "personalized",
  optimise: "optimize",
  optimised: "optimized",
  optimisation: "optimization",
  organise: "organize",
  organised: "organized",
  organisation: "organization",
  recognise: "recognize",
  realise: "realize",
  prioritise: "prioritize",
  specialise: "specialize",
  specialised: "specialized",
  minimise: "minimize",
  maximise: "maximize",
  summarise: "summarize",
  apologise: "apologize",
  authorise: "authorize",
  authorised: "authorized",
  appetising: "appetizing",
  stylised: "stylized",
  analyse: "analyze",
  colour: "color",
  colours: "colors",
  coloured: "colored",
  favour: "favor",
  favourite: "favorite",
  behaviour: "behavior",
  honour: "honor",
  labour: "labor",
  neighbour: "neighbor",
  neighbourhood: "neighborhood",
  neighbourhoods: "neighborhoods",
  flavour: "flavor",
  centre: "center",
  centred: "centered",
  metre: "meter",
  litre: "liter",
  theatre: "theater",
  licence: "license",
  licences: "licenses",
  catalogue: "catalog",
  dialogue: "dialog",
  enquiry: "inquiry",
  enquiries: "inquiries",
  enrol: "enroll",
  enrolment: "enrollment",
  programme: "program",
  travelling: "traveling",
  cancelling: "canceling",
  modelling: "modeling",
  jewellery: "jewelry",
  grey: "gray",
  cheque: "check",
  defence: "defense",
  judgement: "judgment",
  fulfil: "fulfill",
  fulfilment: "fulfillment",
  whilst: "while",
  amongst: "among",
  practise: "practice",
  mould: "mold",
  ageing: "aging",
};

const pattern = new RegExp(`\\b(${Object.keys(british).join("|")})\\b`, "gi");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Code without its comments (block, JSDoc and line comments), keeping line numbers. */
function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

describe("US English", () => {
  it("no British spelling in page content, components, routes or mail code", () => {
    const found: string[] = [];
    for (const file of roots.flatMap(sources)) {
      const lines = withoutComments(fs.readFileSync(file, "utf8")).split("\n");
      lines.forEach((line, index) => {
        for (const match of line.matchAll(pattern)) {
          found.push(`${file}:${index + 1}: "${match[0]}" (US: ${british[match[0].toLowerCase()]})`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it("the scan catches a British word in a string and skips it in a comment", () => {
    const sample = 'const a = "Pick your colours";\n// our colours\n/* colour */ const b = "ok";';
    const hits = withoutComments(sample).match(pattern);
    expect(hits).toEqual(["colours"]);
  });
});
