import type { Page } from "@playwright/test";

type Shift = { value: number; at: number; sources: string[] };

/** Records every layout shift of each page the test opens, with what moved and from where to where. */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    const nameOf = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : "(gone)";
      const id = node.id ? `#${node.id}` : "";
      const text = (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${node.tagName.toLowerCase()}${id} class="${node.getAttribute("class")?.slice(0, 60) ?? ""}"> "${text}"`;
    };
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[])
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map(
            (source) => `${nameOf(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          ),
        });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The page's shifts so far (after two frames, for the last layout to be reported), and a report
 * that names each moved element and when the first paint came against the document's arrival.
 */
export async function readShifts(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const { shifts, timing } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      shifts: (window as unknown as { shifts: Shift[] }).shifts,
      timing: {
        responseEnd: Math.round(navigation.responseEnd),
        domInteractive: Math.round(navigation.domInteractive),
        firstContentfulPaint: Math.round(paint?.startTime ?? -1),
      },
    };
  });
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { total, report: JSON.stringify({ timing, shifts }, null, 1) };
}
