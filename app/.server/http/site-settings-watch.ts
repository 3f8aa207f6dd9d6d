import type { Request, RequestHandler } from "express";
import { defaultSiteSettings, type SiteSettings } from "~/lib/site-settings";
import { getSiteSettings, siteSettingsVersion } from "../services/settings";

export type SiteSettingsState = { version: string | null; settings: SiteSettings };

export type SiteSettingsWatch = {
  /** The settings as of at most `checkMs` ago; throws when the database cannot be read. */
  read(): Promise<SiteSettingsState>;
  /** As read(), but waiting for the look when one is due (a page render's settings). */
  current(): Promise<SiteSettings>;
  /** Before the pages: after a CMS write on this instance the next read looks again at once. */
  afterCmsWrites: RequestHandler;
};

/** A request that may change what the CMS stores (a post, a setting). */
export function isCmsWrite(req: Request): boolean {
  return (
    req.method !== "GET" &&
    req.method !== "HEAD" &&
    (req.path.startsWith("/api/cms") || req.path.startsWith("/cms"))
  );
}

/**
 * The site settings the public pages show (ADR 0028): at most once per `checkMs` a read of their
 * version, and of the settings only when it moved. A CMS write here forces the next look.
 */
export function watchSiteSettings({ checkMs = 1_000 }: { checkMs?: number } = {}): SiteSettingsWatch {
  let state: SiteSettingsState = { version: null, settings: defaultSiteSettings };
  let checkedAt = 0;
  let checking: Promise<void> | undefined;

  const look = () =>
    (checking ??= (async () => {
      try {
        const version = await siteSettingsVersion();
        if (version !== state.version) {
          state = { version, settings: version === null ? defaultSiteSettings : await getSiteSettings() };
        }
        checkedAt = Date.now();
      } finally {
        checking = undefined;
      }
    })());

  return {
    async read() {
      if (Date.now() - checkedAt < checkMs) return state;
      const refresh = look();
      // Only the first look, and the first after a CMS write here, waits: a prerendered page must
      // not queue behind a flood of renders' queries for a version that changes a few times a day.
      if (checkedAt === 0) await refresh;
      else refresh.catch(() => {});
      return state;
    },
    async current() {
      if (Date.now() - checkedAt >= checkMs) await look();
      return state.settings;
    },
    afterCmsWrites(req, res, next) {
      if (isCmsWrite(req)) {
        checkedAt = 0;
        res.once("finish", () => {
          checkedAt = 0;
        });
      }
      next();
    },
  };
}
