import type { NextFunction, Request, Response } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { idleCollection } from "~/.server/http/idle-collection";

const serve = (handler: ReturnType<typeof idleCollection>) => {
  const next = vi.fn() as unknown as NextFunction;
  handler({} as Request, {} as Response, next);
  expect(next).toHaveBeenCalledOnce();
};

describe("the server's collection when requests stop", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("collects once, when the server has been quiet for the whole delay after requests", () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const handler = idleCollection(5_000, collect);
    for (let second = 0; second < 20; second += 1) {
      serve(handler);
      vi.advanceTimersByTime(1_000);
    }
    // Twenty seconds of steady requests: never quiet long enough.
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4_000);
    expect(collect).toHaveBeenCalledOnce();
    // Quiet on: nothing new to give back.
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledOnce();
    // The next load is followed by the next collection.
    serve(handler);
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it("never collects on a server that served nothing", () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    idleCollection(5_000, collect);
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });
});
