// Node's flags for the production server, as `npm start`, the Dockerfile and the benchmarks run it
// (ADR 0052). Under load V8 lets its old generation grow to about four times the live heap before a
// full collection, and after the load only its memory reducer collects that garbage, on a schedule
// that left 60-100 MB resident more than a minute later. A growing factor of 1.3 keeps the old
// generation near the live heap, so what a load leaves is collected while it runs.
export const serverNodeFlags = ["--heap-growing-percent=30"];
