import type { Config } from "../../config";
import type { Db } from "../client";

/** Development-only demo CMS account (staff CMS issue). */
export async function seedDemoAccount(_db: Db, _config: Config) {}
