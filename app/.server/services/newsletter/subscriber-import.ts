import { parse } from "csv-parse/sync";
import crypto from "node:crypto";
import { inArray } from "drizzle-orm";
import { z } from "zod/mini";
import { type Db, getDb } from "../../db/client";
import { newsletterBlocks, newsletterSubscribers } from "../../db/schema";
import { type AuditActor, recordAudit } from "../audit";
import { ValidationError } from "../errors";
import { confirmationMail, tokensFor } from "./newsletter";
import { enqueueMails } from "../../mail/outbox";
import { getSiteSettings } from "../settings";

/** The most rows one import takes (each new unconfirmed address gets a mail). */
export const IMPORT_MAX_ROWS = 10_000;
/** The most bytes of CSV one import reads (the page action's upload limit). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export type BadRow = { line: number; reason: string };

/** An import refused as a whole: every bad row, with the line of the file it is on. */
export class SubscriberImportError extends ValidationError {
  constructor(
    message: string,
    readonly rows: BadRow[],
  ) {
    super(message);
  }
}

/** New subscribers confirmed (consent stated) and pending (mailed); known and blocked ones left as they were. */
export type ImportSummary = { confirmed: number; pending: number; existing: number; blocked: number };

/** Header names, compared without case, spaces, dashes or underscores. */
const columnNames = {
  email: ["email", "emailaddress", "mail"],
  name: ["name", "fullname"],
  consentedAt: ["consentedat", "consentdate", "consentedon", "when", "confirmed", "confirmedat"],
  consent: ["consent", "consentedhow", "consentmethod", "how", "consentsource"],
} as const;
type Column = keyof typeof columnNames;

const emailSchema = z.email();
const normalizeHeader = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, "");
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** An ISO 8601 day (midnight UTC) or date and time (UTC unless it names its offset), not in the future. */
function parseWhen(value: string, now: Date): Date | undefined {
  let text = value;
  if (DAY.test(text)) text = `${text}T00:00:00Z`;
  else if (DATE_TIME.test(text)) {
    text = text.replace(" ", "T");
    if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) text = `${text}Z`;
  } else return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1990) return undefined;
  // A few minutes of clock difference are not "the future".
  if (date.getTime() > now.getTime() + 5 * 60_000) return undefined;
  return date;
}

/**
 * RFC 4180 CSV through csv-parse, comma or semicolon separated (a comma-decimal locale saves
 * semicolons), each record with the line of the file it starts on, so a refusal can name it.
 */
export function parseCsv(input: string): { line: number; cells: string[] }[] {
  const text = input.replace(/^\uFEFF/, "");
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.split(";").length > firstLine.split(",").length ? ";" : ",";
  const records: { line: number; cells: string[] }[] = [];
  // Lines are counted here from the bytes each record ends at: csv-parse's own count treats a
  // quoted CRLF as two lines.
  const bytes = Buffer.from(text);
  let counted = 0;
  let line = 1;
  const lineAt = (offset: number) => {
    for (; counted < offset; counted++) {
      const byte = bytes[counted];
      if (byte === 0x0a || (byte === 0x0d && bytes[counted + 1] !== 0x0a)) line++;
    }
    return line;
  };
  let previousEnd = 0;
  try {
    parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (cells: string[], { bytes: end }) => {
        let start = previousEnd;
        while (start < end && (bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
        previousEnd = end;
        records.push({ line: lineAt(start), cells });
        return null;
      },
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new SubscriberImportError(
      `The file is not readable CSV${line ? ` (line ${line})` : ""}: check its quotes.`,
      [],
    );
  }
  return records.filter((record) => record.cells.some((value) => value.trim() !== ""));
}

type ValidRow = {
  line: number;
  email: string;
  name: string | null;
  consentedAt: Date | null;
  consent: string | null;
};

/** Every row checked before anything is written: the valid rows, or every bad one with its reason. */
export function validateImport(csv: string, now = new Date()): ValidRow[] {
  const records = parseCsv(csv);
  if (records.length === 0) throw new SubscriberImportError("The file is empty.", []);
  const [header, ...rows] = records;
  const index: Partial<Record<Column, number>> = {};
  header.cells.forEach((cell, at) => {
    const name = normalizeHeader(cell);
    for (const [column, names] of Object.entries(columnNames) as [Column, readonly string[]][]) {
      if (index[column] === undefined && names.includes(name)) index[column] = at;
    }
  });
  if (index.email === undefined) {
    throw new SubscriberImportError(
      "The first line must name the columns: email, name, consented_at, consent.",
      [{ line: header.line, reason: "No email column in the first line." }],
    );
  }
  if (rows.length === 0) throw new SubscriberImportError("The file has no subscribers in it.", []);
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new SubscriberImportError(
      `The file has ${rows.length.toLocaleString("en-US")} rows; import at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} at a time.`,
      [],
    );
  }
  const bad: BadRow[] = [];
  const valid: ValidRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const cell = (column: Column) => {
      const at = index[column];
      return at === undefined ? "" : (cells[at] ?? "").trim();
    };
    const reasons: string[] = [];
    const email = cell("email").toLowerCase();
    if (!email) reasons.push("The e-mail address is missing.");
    else if (email.length > 254 || !emailSchema.safeParse(email).success) {
      reasons.push(`“${email.slice(0, 80)}” is not a valid e-mail address.`);
    } else if (seen.has(email)) {
      reasons.push(`${email} is also on line ${seen.get(email)}.`);
    }
    const name = cell("name");
    if (name.length > 200) reasons.push("The name is longer than 200 characters.");
    const when = cell("consentedAt");
    const how = cell("consent");
    let consentedAt: Date | undefined;
    if (when) {
      consentedAt = parseWhen(when, now);
      if (!consentedAt) {
        reasons.push(`“${when.slice(0, 40)}” is not a date of consent (YYYY-MM-DD, not in the future).`);
      }
    }
    if (when && !how) reasons.push("Say how they consented, or leave the date of consent empty too.");
    if (how && !when) reasons.push("Say when they consented, or leave how they consented empty too.");
    if (how.length > 500) reasons.push("How they consented is longer than 500 characters.");
    if (email && !seen.has(email)) seen.set(email, line);
    if (reasons.length) {
      bad.push({ line, reason: reasons.join(" ") });
      continue;
    }
    valid.push({
      line,
      email,
      name: name || null,
      consentedAt: consentedAt ?? null,
      consent: consentedAt ? how : null,
    });
  }
  if (bad.length) {
    throw new SubscriberImportError(
      `${bad.length} ${bad.length === 1 ? "row needs" : "rows need"} fixing. Nothing was imported.`,
      bad,
    );
  }
  return valid;
}

/**
 * Imports subscribers from CSV, all or nothing. A row stating when and how the person consented
 * comes in confirmed, any other pending and mailed; known addresses are left as they are (no
 * re-subscribing someone who left), blocked ones skipped.
 */
export async function importSubscribers(
  csv: string,
  context: { actor: AuditActor; fileName: string },
  db: Db = getDb(),
): Promise<ImportSummary> {
  const rows = validateImport(csv);
  // Ids and tokens before the transaction: deriving a token reads the stored key, and with
  // PGlite's one connection a query outside an open transaction would wait for it.
  const prepared = await Promise.all(
    rows.map(async (row) => {
      const id = crypto.randomUUID();
      return { ...row, id, tokens: await tokensFor(id) };
    }),
  );
  const { business } = await getSiteSettings(db);
  return db.transaction(async (tx) => {
    const emails = prepared.map((row) => row.email);
    const blocked = new Set<string>();
    for (const chunk of chunks(emails, 1000)) {
      const found = await tx
        .select({ email: newsletterBlocks.email })
        .from(newsletterBlocks)
        .where(inArray(newsletterBlocks.email, chunk));
      for (const row of found) blocked.add(row.email);
    }
    const candidates = prepared.filter((row) => !blocked.has(row.email));
    const added = new Set<string>();
    for (const chunk of chunks(candidates, 500)) {
      const inserted = await tx
        .insert(newsletterSubscribers)
        .values(
          chunk.map((row) => ({
            id: row.id,
            email: row.email,
            name: row.name,
            status: row.consentedAt ? ("confirmed" as const) : ("pending" as const),
            confirmedAt: row.consentedAt,
            consent: row.consent,
            confirmTokenHash: row.consentedAt ? null : row.tokens.confirm.hash,
            unsubscribeTokenHash: row.tokens.unsubscribe.hash,
            source: "import",
          })),
        )
        // Already on the list: left as it is (the unique address decides, also against a sign-up
        // made while the import runs).
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ email: newsletterSubscribers.email });
      for (const row of inserted) added.add(row.email);
    }
    const imported = candidates.filter((row) => added.has(row.email));
    const confirmations = imported
      .filter((row) => !row.consentedAt)
      .map((row) => confirmationMail(row.email, row.tokens, business));
    await enqueueMails(confirmations, tx);
    const summary: ImportSummary = {
      confirmed: imported.length - confirmations.length,
      pending: confirmations.length,
      existing: candidates.length - added.size,
      blocked: blocked.size,
    };
    await recordAudit(
      {
        action: "subscribers-import",
        actor: context.actor,
        subject: { type: "subscribers", id: "import" },
        detail: { file: context.fileName.slice(0, 200), rows: rows.length, ...summary },
      },
      tx,
    );
    return summary;
  });
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The outcome as the Subscribers view says it. */
export function importMessage(summary: ImportSummary): string {
  const parts = [
    `${summary.confirmed} confirmed`,
    `${summary.pending} sent a confirmation mail`,
    ...(summary.existing ? [`${summary.existing} already on the list (left as they were)`] : []),
    ...(summary.blocked ? [`${summary.blocked} blocked (not imported)`] : []),
  ];
  return `Imported: ${parts.join(", ")}.`;
}
