import type { RequestHandler } from "express";

type Collect = () => void;

/**
 * One full garbage collection once the server served requests and then was idle for `quietMs`
 * (ADR 0062): a load's garbage is given back at once, not minutes later. Needs `--expose-gc`.
 */
export function idleCollection(
  quietMs = 5_000,
  collect: Collect | undefined = (globalThis as { gc?: Collect }).gc,
): RequestHandler {
  if (!collect) return (_req, _res, next) => next();
  let served = false;
  const timer = setTimeout(() => {
    if (!served) return;
    served = false;
    collect();
  }, quietMs);
  timer.unref();
  return (_req, _res, next) => {
    served = true;
    // refresh() restarts the same timer: no allocation per request.
    timer.refresh();
    next();
  };
}
