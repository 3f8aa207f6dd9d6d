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

/**
 * An account made without an e-mail address (as accounts were before staff roles), created before the e2e server
 * starts: at its sign-in it is asked for one (cms-account-security.spec.ts). Only that test uses it.
 */
export const NO_ADDRESS_ACCOUNT = {
  username: "e2e-no-address",
  password: "quarry-bellows-tinsel-2026",
} as const;
