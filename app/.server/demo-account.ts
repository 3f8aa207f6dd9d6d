/** The demo CMS account, created only when CMS_DEMO_ACCOUNT is on; the login screen shows it (spec 2.15). */
export const DEMO_ACCOUNT = { username: "demo", password: "hearth-studio-2026" } as const;

/** The demo account's address (a reserved .example domain: no mail reaches anyone). */
export const DEMO_ACCOUNT_EMAIL = "demo@hearthstone.example";
