/** The error and its causes, outermost first, at most five (Drizzle wraps the driver's error). */
export function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 5) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * A unique-constraint violation (SQLSTATE 23505), of the named constraint when one is given
 * (matched by substring; a driver that names no constraint counts as a match).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return causeChain(error).some((link) => {
    const { code, constraint: name } = link as { code?: string; constraint?: string };
    return code === "23505" && (!constraint || !name || name.includes(constraint));
  });
}
