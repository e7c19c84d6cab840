import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/*
 * The card-data and secrets scan (design §5, issue 25): after the whole run, global-teardown.ts
 * reads the server's database and log for card numbers, CVVs, what the journeys typed and the
 * server's own secrets; browser storage is read by the journeys that type card data while their
 * pages are open (`expectNoCardInStorage`).
 */

/**
 * The sandbox's test cards the journeys type (payment, manage-payment, booking-by-touch): the
 * 3-D Secure challenge card, the refused card, and the frictionless card support/manage.ts
 * encrypts as the browser does.
 */
export const TYPED_CARDS = ['4000000000003220', '4000000000000002', '4111111111111111'] as const;

const scratchDir = fileURLToPath(new URL('../.tmp/', import.meta.url));
const port = process.env.E2E_PORT ?? '8181';

/** The run's files: its SQLite database (with its WAL) and the server's log. */
export const runFiles = {
  database: `${scratchDir}skybook-e2e-${port}.db`,
  log: `${scratchDir}server-${port}.log`,
  /** What the journeys typed that must never be kept in clear: passwords, PINs, voucher secrets. */
  typedSecrets: `${scratchDir}typed-secrets-${port}.txt`,
};

/**
 * Notes a secret a journey types (a member's password, a wallet or voucher PIN), one a line, for
 * the scan after the run: workers are separate processes, the file is their common record.
 */
export function recordTypedSecret(secret: string): void {
  appendFileSync(runFiles.typedSecrets, `${secret}\n`);
}

export function typedSecrets(): string[] {
  if (!existsSync(runFiles.typedSecrets)) return [];
  return [...new Set(readFileSync(runFiles.typedSecrets, 'utf8').split('\n').filter(Boolean))];
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** `yyyyMMddHHmmss`, as VNPay writes its dates (vnp_CreateDate): 14 digits that are a time, not a card. */
const COMPACT_DATE_TIME = /^20\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d[0-5]\d$/;

/**
 * A 13-digit run that reads as a time within ten years of now in milliseconds (an expiry kept by
 * the session store): one in ten of them passes Luhn by chance. No card network issues 13-digit
 * numbers starting with 1, so leaving these out hides no card.
 */
function isEpochMillis(digits: string): boolean {
  const tenYears = 10 * 365 * 86_400_000;
  return digits.length === 13 && Math.abs(Number(digits) - Date.now()) < tenYears;
}

/**
 * Card-like data in a text: the card numbers the journeys type anywhere; any other Luhn-valid run
 * of 13–19 digits standing on its own (not inside a hex hash or an id, not a `+`-prefixed phone
 * number, not a number's decimals, not a VNPay date-time); CVV fields with a value, and the typed
 * CVVs next to a card field's name.
 */
export function cardDataIn(text: string): string[] {
  const found: string[] = [];
  for (const card of TYPED_CARDS) if (text.includes(card)) found.push(card);
  for (const match of text.matchAll(/(?<![\w+.-])\d{13,19}(?!\w)/g)) {
    const digits = match[0];
    if (passesLuhn(digits) && !COMPACT_DATE_TIME.test(digits) && !isEpochMillis(digits)) found.push(digits);
  }
  for (const match of text.matchAll(/"?(?:cvv|cvc|cvv2|securityCode|security_code)"?\s*[:=]\s*"?\d{3,4}/gi))
    found.push(match[0]);
  return found;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a typed secret shows in clear: anywhere for a long one; a short one (a 4–6 digit PIN)
 * would match some amount or id by chance, so only as the value of a secret's field
 * (`"pin":"1111"`, `password=1111`). The typed CVVs are found by cardDataIn's CVV fields.
 */
export function typedSecretsIn(text: string, secrets: readonly string[]): string[] {
  const found: string[] = [];
  for (const secret of secrets) {
    const quoted = escapeRegExp(secret);
    const pattern =
      secret.length >= 8 && !/^\d+$/.test(secret)
        ? new RegExp(quoted)
        : new RegExp(`(?:pin|password|passcode|secret|otp)["']?\\s*[:=]\\s*["']?${quoted}(?!\\w)`, 'i');
    if (pattern.test(text)) found.push(secret);
  }
  return found;
}

/** Everything the page's origin keeps in localStorage, sessionStorage and IndexedDB, as one text. */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const lines = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    );
    const readStore = (database: IDBDatabase, name: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = database.transaction(name, 'readonly').objectStore(name).getAll();
        request.onsuccess = () => {
          resolve(request.result as unknown[]);
        };
        request.onerror = () => {
          reject(new Error(String(request.error)));
        };
      });
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      lines.push(`indexedDB ${info.name}`);
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name ?? '');
        request.onsuccess = () => {
          resolve(request.result);
        };
        request.onerror = () => {
          reject(new Error(String(request.error)));
        };
      });
      for (const store of Array.from(database.objectStoreNames))
        lines.push(`${store}=${JSON.stringify(await readStore(database, store))}`);
      database.close();
    }
    return lines.join('\n');
  });
}

/** No card number, CVV or typed secret in the page origin's storage (localStorage, sessionStorage, IndexedDB). */
export async function expectNoCardInStorage(page: Page): Promise<string> {
  const stored = await browserStorage(page);
  expect(cardDataIn(stored)).toEqual([]);
  expect(typedSecretsIn(stored, typedSecrets())).toEqual([]);
  return stored;
}
