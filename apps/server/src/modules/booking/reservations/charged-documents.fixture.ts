import { expect } from 'vitest';

/*
 * Reading a booking's documents back as a traveller gets them: the e-mail's text and HTML price
 * table and the PDF's text, each as label–amount lines (decision 017's money test, decision 037's
 * points discount).
 */

export interface MailboxMessage {
  subject: string | null;
  text: string | null;
  html: string | null;
  attachments: { filename: string | null; url: string }[];
}

/** One amount line of a document: its label and its amount in minor units. */
export interface AmountLine {
  label: string;
  amount: number;
}

const VND_AMOUNT = /(-?\d{1,3}(?:\.\d{3})*) ₫$/;

/** `Fare | 1.250.000 ₫` → { label: 'Fare', amount: 1250000 }; undefined for a line without an amount. */
export function amountLine(line: string, separator: RegExp): AmountLine | undefined {
  const match = VND_AMOUNT.exec(line.trim());
  if (!match?.[1]) return undefined;
  const label = line.trim().slice(0, match.index).trim().replace(separator, '').trim();
  return { label, amount: Number(match[1].replaceAll('.', '')) };
}

/** The lines after the one `from` matches, up to and with the first one `to` matches. */
export function section(
  lines: readonly string[],
  from: (line: string) => boolean,
  to: (line: string) => boolean,
) {
  const start = lines.findIndex(from);
  expect(start, 'the price section').toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, index) => index > start && to(line));
  expect(end, 'the end of the price section').toBeGreaterThan(start);
  return lines.slice(start + 1, end + 1);
}

/** The e-mail's price table as text lines: `label | amount` per row. */
export function htmlPriceRows(html: string): string[] {
  const table = /<table aria-labelledby="charges"[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    (row[1] ?? '')
      .replace(/<\/t[hd]>\s*<t[hd][^>]*>/g, ' | ')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim(),
  );
}
