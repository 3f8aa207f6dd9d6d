/**
 * A second staff account, created before the e2e server starts (playwright.config.ts), for the
 * test that signs out "every other session": done as the demo user, it would sign out the CMS
 * tests running at the same time in the other worker.
 */
export const SESSIONS_EDITOR = {
  username: "e2e-sessions",
  password: "lantern-gutter-ironwood-2026",
  email: "e2e-sessions@hearthstone.example",
} as const;
