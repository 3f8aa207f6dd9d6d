/**
 * The e2e server's other staff accounts, made in one process before the server opens the same
 * database (playwright.config.ts): one start, one migration, as `npm run cms:user -- create` would
 * make each (the first account is the Owner, a later one an Administrator). The command itself is
 * tested in tests/integration/cms-auth.test.ts.
 */
import { openConfiguredDatabase } from "../../app/.server/boot";
import { parseConfig, setConfig } from "../../app/.server/config";
import { setDatabase } from "../../app/.server/db/client";
import { migrate } from "../../app/.server/db/migrate";
import { createUser } from "../../app/.server/services/staff/auth";
import { ensureOwner } from "../../app/.server/services/staff/staff";
import { NO_ADDRESS_ACCOUNT, SESSIONS_EDITOR } from "./accounts";

const config = parseConfig({ LOG_LEVEL: "silent", ...process.env });
setConfig(config);
const database = await openConfiguredDatabase(config);
setDatabase(database);
try {
  await migrate(database);
  await createUser(SESSIONS_EDITOR.username, SESSIONS_EDITOR.password, { email: SESSIONS_EDITOR.email });
  await ensureOwner(database.db);
  await createUser(NO_ADDRESS_ACCOUNT.username, NO_ADDRESS_ACCOUNT.password, {});
  await ensureOwner(database.db);
} finally {
  await database.close();
}
