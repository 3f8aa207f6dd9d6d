import fs from "node:fs";

/**
 * CPU seconds used so far by the Chromium processes below `root` (this worker's browsers), the
 * exited ones included (a parent's reaped children count in its own figures). Linux only: it reads
 * /proc. For `PW_CPU_LOG`, which logs each test's browser CPU (docs/benchmarks.md).
 */
export function chromiumCpuSeconds(root = process.pid) {
  const children = new Map<number, number[]>();
  const seconds = new Map<number, number>();
  const chromium = new Set<number>();
  const ticks = 100;
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // The process ended while the list was read.
    }
    const pid = Number(name);
    const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    // After the command: state, ppid, ... utime, stime, cutime, cstime (fields 14-17 of proc(5)).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
    seconds.set(pid, fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / ticks);
    if (command.startsWith("chrom")) chromium.add(pid);
  }
  let total = 0;
  const stack = [...(children.get(root) ?? [])];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    if (chromium.has(pid)) total += seconds.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}
