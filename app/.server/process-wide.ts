/**
 * One value per process. The Express entry (`build/server.js`) and the React Router server build
 * are two bundles, and each holds its own copy of every module both import, so a module-level
 * `let` or `new Set()` exists twice: a page counted by one copy and a lead sent through the other
 * would not see each other. State that must be one per process (a write buffer, listeners, a
 * concurrency bound) lives on globalThis under a registered symbol instead.
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`hearth-digital.${name}`);
  const store = globalThis as typeof globalThis & Record<symbol, unknown>;
  if (!(key in store)) store[key] = make();
  return store[key] as T;
}
