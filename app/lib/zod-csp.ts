/**
 * zod 4 compiles object parsers with `new Function` when it may, and finds out by calling
 * `new Function("")` once, when the first object schema is built (module load). Our CSP has no
 * 'unsafe-eval', so in the browser that probe is a CSP violation (a Chrome issue, and a failed
 * Best Practices audit in Lighthouse) even though zod catches it. zod skips the probe when its
 * global config says `jitless`; that config lives on globalThis.__zod_globalConfig (zod/v4/core,
 * `config()`), which zod reuses if it exists. Schema modules load before any app code can call
 * `z.config()`, so the root layout sets it in a tiny inline script ahead of the module scripts.
 * tests/e2e/seo.spec.ts checks that public pages raise no CSP issue.
 */
export const zodJitlessScript =
  "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";
