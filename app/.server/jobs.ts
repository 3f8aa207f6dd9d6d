import type pino from "pino";
import type { Config } from "./config";

export type BackgroundJobs = { stop(): Promise<void> };

/**
 * Background work of one instance (the mail outbox worker; see the lead-capture issue).
 * stop() resolves once the batch in progress is finished.
 */
export function startBackgroundJobs(_options: { config: Config; logger: pino.Logger }): BackgroundJobs {
  return {
    async stop() {},
  };
}
