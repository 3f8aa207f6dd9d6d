/**
 * Creates a CMS user: `npm run cms:user -- create <username> [--email <address>]`. The first account becomes the
 * Owner; a later one is an Administrator (the way back in when every Administrator is locked out).
 * Prompts for the password (hidden) on a terminal, or reads it from stdin when piped:
 *   printf '%s\n' 'a long passphrase' | npm run cms:user -- create maria
 * Without --email the account is asked for its address at its first sign-in.
 * Opens the configured database (DATABASE_URL or PGlite under DATA_DIR) and migrates it first.
 * `cmsUserCommand` is the command itself, so tests run it in-process (one start of Node and tsx
 * fewer per run); run as a script, it reads the terminal or stdin and sets the exit code.
 */
import fs from "node:fs";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { openConfiguredDatabase } from "../app/.server/boot";
import { ConfigError, parseConfig, setConfig } from "../app/.server/config";
import { setDatabase } from "../app/.server/db/client";
import { migrate } from "../app/.server/db/migrate";
import { createUser, findUserByUsername } from "../app/.server/services/staff/auth";
import { deleteAllSessions } from "../app/.server/services/staff/sessions";
import { clearTwoStep } from "../app/.server/services/staff/two-step";
import { AccountError } from "../app/.server/services/errors";
import { passwordProblem } from "../app/.server/services/staff/passwords";
import { ensureOwner } from "../app/.server/services/staff/staff";
import { accountEmailSchema, usernameSchema } from "../app/lib/schemas/auth";

const usage = [
  "Usage: npm run cms:user -- create <username> [--email <address>]",
  "       npm run cms:user -- reset-two-step <username>",
].join("\n");

/** Where a run reads its password and environment from and writes its lines to. */
export type CommandIo = {
  env: NodeJS.ProcessEnv;
  readPassword(): Promise<string>;
  out(line: string): void;
  err(line: string): void;
};

/** Ends a run with exit status 1 after its message was written. */
class Refused extends Error {}

let io: CommandIo;

function fail(message: string): never {
  io.err(message);
  throw new Refused(message);
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const output = process.stdout;
    const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
    // Hide what is typed: echo nothing but the prompt.
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      if (text.includes(question)) output.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      output.write("\n");
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await ask("Password (at least 10 characters): ");
  const second = await ask("Repeat the password: ");
  if (first !== second) fail("The two passwords do not match. Nothing was created.");
  return first;
}

/** Runs `cms:user` with these arguments; resolves with the exit status (0 done, 1 refused). */
export async function cmsUserCommand(args: string[], commandIo: CommandIo): Promise<number> {
  io = commandIo;
  try {
    return await run(args);
  } catch (error) {
    if (error instanceof Refused) return 1;
    throw error;
  }
}

async function run(args: string[]): Promise<number> {
  const [command, username, ...rest] = args;
  if (command === "reset-two-step" && username && rest.length === 0) return resetTwoStep(username);
  if (command !== "create" || !username) fail(usage);
  let email: string | undefined;
  if (rest.length > 0) {
    const [flag, value, ...extra] = rest;
    if (flag !== "--email" || !value || extra.length > 0) fail(usage);
    const parsed = accountEmailSchema.safeParse({ email: value });
    if (!parsed.success)
      fail(`${parsed.error.issues[0]?.message ?? "Invalid e-mail address"}. Nothing was created.`);
    email = parsed.data.email;
  }

  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig({ LOG_LEVEL: "silent", ...io.env });
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  setConfig(config);

  const name = usernameSchema.safeParse(username);
  if (!name.success) fail(`${name.error.issues[0]?.message ?? "Invalid username"}. Nothing was created.`);

  const password = await io.readPassword();
  if (!password) fail("No password given. Nothing was created.");
  // Check the password before touching the database, so a refusal is quick.
  const problem = passwordProblem(password, name.data);
  if (problem) fail(`${problem} Nothing was created.`);

  const database = await openConfiguredDatabase(config).catch((error: unknown) =>
    fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`),
  );
  setDatabase(database);
  try {
    await migrate(database);
    const user = await createUser(username, password, email ? { email } : {});
    // The first account is the Owner; later ones are Administrators (recovery).
    await ensureOwner(database.db);
    const where = config.DATABASE_URL ? "the PostgreSQL database" : `the database in ${config.DATA_DIR}`;
    io.out(`Created CMS user "${user.username}" in ${where}. Sign in at /cms/login.`);
    return 0;
  } catch (error) {
    if (error instanceof AccountError) {
      io.err(`${error.message} Nothing was created.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/**
 * Recovery (ADR 0032): turns off two-step sign-in of an account whose authenticator and recovery
 * codes are both lost, and signs it out everywhere; it signs in with its password again.
 */
async function resetTwoStep(username: string): Promise<number> {
  const config = (() => {
    try {
      return parseConfig({ LOG_LEVEL: "silent", ...io.env });
    } catch (error) {
      fail(error instanceof ConfigError ? error.message : String(error));
    }
  })();
  setConfig(config);
  const database = await openConfiguredDatabase(config).catch((error: unknown) =>
    fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`),
  );
  setDatabase(database);
  try {
    await migrate(database);
    const user = await findUserByUsername(username);
    if (!user) {
      io.err(`No CMS user "${username}". Nothing was changed.`);
      return 1;
    }
    await clearTwoStep(user.id);
    await deleteAllSessions(user.id);
    io.out(`Two-step sign-in of "${user.username}" is off and every session of it ended.`);
    return 0;
  } finally {
    await database.close();
  }
}

function runAsScript(): boolean {
  try {
    return fs.realpathSync(process.argv[1] ?? "") === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (runAsScript()) {
  cmsUserCommand(process.argv.slice(2), {
    env: process.env,
    readPassword,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then(
    (status) => {
      process.exitCode = status;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
