// Types for ./production-server.mjs, for the TypeScript bench scripts (scripts/bench-newsletter.ts).
export function requireServerFile(scriptName: string, buildDir: string): string;
export function freePort(): Promise<number>;
export function startProductionServer(options: {
  buildDir: string;
  hostname?: string;
  env?: Record<string, string>;
  dataDir?: string;
}): Promise<{
  url: string;
  stop: () => Promise<void>;
  pid: number | undefined;
}>;
