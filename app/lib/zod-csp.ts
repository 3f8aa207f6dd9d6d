import { config } from "zod/v4/core";

/**
 * zod 4 compiles object parsers with `new Function` when it may, and finds out by trying
 * `new Function("")` once. Our CSP has no 'unsafe-eval', so in the browser that probe is a CSP
 * violation (reported as an issue by Chrome and Lighthouse's Best Practices) even though zod
 * catches it. Parsing without the compiled fast path avoids the probe; forms are small.
 */
config({ jitless: true });
