import { existsSync, readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { cardDataIn, runFiles, typedSecrets, typedSecretsIn } from './support/secrets-scan';

/*
 * After the whole run (design §5, issue 25): the SQLite database of the journeys' server (its
 * file and WAL, every byte: free pages keep deleted rows) and the server's log hold no card
 * number, no CVV, nothing a journey typed as a password or PIN, and none of the server's own
 * secrets outside the table made for them; the log holds no authorization header, cookie, session
 * id or manage grant. Browser storage is scanned by the journeys that type card data, while their
 * pages are open (support/secrets-scan.ts). The PostgreSQL server of the loyalty journeys keeps
 * no log and types no card.
 */

/** The public parts of a JSON Web Key: they may be published, only the private ones are secret. */
const PUBLIC_KEY_MEMBERS = new Set(['kty', 'kid', 'use', 'alg', 'key_ops', 'n', 'e', 'crv', 'x', 'y']);
/** Shorter strings in a secret's value are its names and flags, not its secret material. */
const SHORTEST_SECRET = 16;

/** The secret strings of an `app_secret` value: every string in it but a key's public parts. */
function secretStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return value.length >= SHORTEST_SECRET && !PUBLIC_KEY_MEMBERS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => secretStrings(item, key));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => secretStrings(item, name));
  return [];
}

interface ServerSecret {
  name: string;
  value: string;
}

function serverSecrets(database: Database.Database): ServerSecret[] {
  const rows = database.prepare('SELECT name, value FROM app_secret').all() as {
    name: string;
    value: string;
  }[];
  return rows.flatMap((row) =>
    secretStrings(JSON.parse(row.value) as unknown).map((value) => ({ name: row.name, value })),
  );
}

/** Every row of every table but `app_secret`, table by table, as JSON text. */
function* tableTexts(database: Database.Database): Generator<{ table: string; text: string }> {
  const tables = database
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'app_secret'")
    .all() as { name: string }[];
  for (const { name } of tables) {
    const lines: string[] = [];
    for (const row of database.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}"`).iterate())
      lines.push(
        JSON.stringify(row, (_key, value: unknown) =>
          Buffer.isBuffer(value) ? value.toString('latin1') : value,
        ),
      );
    yield { table: name, text: lines.join('\n') };
  }
}

/** Credentials a log line must never carry; the logger writes `[redacted]` instead. */
const CREDENTIAL_IN_LOG = [
  /"(?:authorization|cookie|set-cookie|x-session-id|x-manage-grant)"\s*:\s*"(?!\[redacted\])[^"]+"/gi,
  /\bBearer\s+(?!\[redacted\])[\w.~+/-]{8,}/g,
];

/** Everything the scan finds after a run, one line each: empty when the run kept its secrets. */
export function scanRun(): string[] {
  const problems: string[] = [];
  const typed = typedSecrets();
  const files = [runFiles.database, `${runFiles.database}-wal`, runFiles.log].filter((file) =>
    existsSync(file),
  );
  if (!existsSync(runFiles.log)) problems.push(`no server log at ${runFiles.log}`);
  if (!existsSync(runFiles.database)) problems.push(`no database at ${runFiles.database}`);
  const texts = new Map<string, string>();
  for (const file of files) {
    // latin1 keeps every byte as one character, so digit runs in SQLite pages read as text. The
    // log's own clock (pino's `"time":<epoch ms>`, 13 digits) is not data and is left out.
    const text = readFileSync(file)
      .toString('latin1')
      .replace(/"time":\d+/g, '"time":0');
    texts.set(file, text);
    for (const found of cardDataIn(text)) problems.push(`card data in ${file}: ${found}`);
    for (const found of typedSecretsIn(text, typed)) problems.push(`a typed secret in ${file}: ${found}`);
  }
  const log = texts.get(runFiles.log) ?? '';
  for (const pattern of CREDENTIAL_IN_LOG)
    for (const match of log.matchAll(pattern))
      problems.push(`a credential in the server log: ${match[0].slice(0, 60)}`);
  if (existsSync(runFiles.database)) {
    const database = new Database(runFiles.database, { readonly: true, fileMustExist: true });
    try {
      const secrets = serverSecrets(database);
      if (secrets.length === 0)
        problems.push('no server secrets in app_secret: the scan would prove nothing');
      for (const secret of secrets)
        if (log.includes(secret.value)) problems.push(`the server's secret ${secret.name} in the server log`);
      for (const { table, text } of tableTexts(database)) {
        for (const secret of secrets)
          if (text.includes(secret.value))
            problems.push(`the server's secret ${secret.name} in table ${table}`);
        // As in the file scan: a short numeric PIN only as a secret field's value (the voucher PIN
        // 1111 is also the sandbox Visa's last four digits, which a payment may keep).
        for (const found of typedSecretsIn(text, typed))
          problems.push(`a typed secret kept in table ${table}: ${found.slice(0, 2)}…`);
      }
    } finally {
      database.close();
    }
  }
  return problems;
}

export default function globalTeardown(): void {
  const problems = scanRun();
  if (problems.length > 0) throw new Error(`The run left secrets behind:\n${problems.join('\n')}`);
}
