// `npm run lint` runs this: no module under app/ may import itself back through others (madge,
// resolving the `~/` paths with tsconfig.json; type-only and dynamic imports count too). A cycle
// makes the order modules load in decide what a module sees at start-up; break it by moving the
// shared piece into a module both sides import.
import madge from "madge";

const graph = await madge("app", { fileExtensions: ["ts", "tsx"], tsConfig: "tsconfig.json" });
const cycles = graph.circular();
if (cycles.length > 0) {
  console.error(`check-cycles: ${cycles.length} import cycle(s) under app/:`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(" > ")}`);
  process.exit(1);
}
console.log(`check-cycles: no import cycle among ${Object.keys(graph.obj()).length} modules under app/`);
