// Node's flags for the production server, as `npm start`, the Dockerfile and the benchmarks run it
// (ADR 0062). `--expose-gc` lets the server run one full collection once a load has stopped
// (app/.server/http/idle-collection.ts): under load V8 lets its old generation grow to about four
// times the live heap, and after the load only its memory reducer collects that garbage, on a
// schedule that left 60-100 MB resident more than a minute later.
export const serverNodeFlags = ["--expose-gc"];
