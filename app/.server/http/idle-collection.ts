import type { RequestHandler } from "express";

type Collect = () => void;

/**
 * One full garbage collection once the server has served requests and then been idle for
 * `quietMs` (ADR 0062). During a load V8 lets its old generation grow well past the live heap,
 * and after it only its memory reducer collects, on a schedule that leaves the load's garbage
 * resident for minutes. A full collection when the requests stop gives those pages back at once,
 * at no cost to the requests themselves. Needs Node's `--expose-gc` (the server's flags set it);
 * without it this does nothing.
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
