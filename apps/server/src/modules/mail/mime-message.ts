import addressparser from 'nodemailer/lib/addressparser';
import { parseHeaderValue } from 'nodemailer/lib/mime-funcs';

/**
 * Reads an RFC 5322 message as it arrived over SMTP, for the development mailbox: headers
 * (folded lines, RFC 2047 encoded words, RFC 2231 parameters through nodemailer's header and
 * address parsers), the MIME tree (RFC 2046 multiparts), transfer encodings (base64,
 * quoted-printable, 7bit/8bit) and charsets. It reads
 * what a mail client needs to show a message — subject, addresses, language, the text and HTML
 * bodies and the attachments — and nothing more; a part it cannot read is kept as an attachment.
 */

export interface MailAttachment {
  filename: string | null;
  /** `application/pdf`, lower case, without parameters. */
  contentType: string;
  contentId: string | null;
  /** Decoded size in bytes. */
  size: number;
  content: Buffer;
}

export interface ParsedMail {
  /** Unfolded header values by lower-case name, in order; encoded words left as sent. */
  headers: ReadonlyMap<string, readonly string[]>;
  messageId: string | null;
  subject: string | null;
  from: string | null;
  to: string[];
  cc: string[];
  date: string | null;
  /** Content-Language of the message. */
  language: string | null;
  text: string | null;
  html: string | null;
  attachments: MailAttachment[];
}

interface Part {
  headers: Map<string, string[]>;
  body: Buffer;
}

/** Splits a part into its header block and body at the first empty line. */
function splitPart(bytes: Buffer): Part {
  const text = bytes.toString('latin1');
  const match = /\r?\n\r?\n/.exec(text);
  const headerText = match ? text.slice(0, match.index) : text;
  const body = match ? bytes.subarray(match.index + match[0].length) : Buffer.alloc(0);
  const headers = new Map<string, string[]>();
  const unfolded = headerText.replace(/\r?\n(?=[ \t])/g, '');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Header bytes are read as UTF-8 (RFC 6532); 7-bit headers are unchanged by it.
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return { headers, body };
}

function firstHeader(part: Part, name: string): string | undefined {
  return part.headers.get(name)?.[0];
}

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** A header value and its parameters (RFC 2231 ones arrive as encoded words), decoded. */
function readHeaderValue(text: string | undefined): { value: string; params: Map<string, string> } {
  const parsed = parseHeaderValue(text ?? '', { stripComments: true });
  const params = new Map(
    Object.entries(parsed.params).map(([name, value]) => [name.toLowerCase(), decodeEncodedWords(value)]),
  );
  return { value: parsed.value.trim().toLowerCase(), params };
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

function wordBytes(encoding: string, text: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64');
  return Buffer.from(
    text
      .replace(/_/g, ' ')
      .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
}

/** Decodes RFC 2047 encoded words; whitespace between two encoded words is dropped, as the RFC says. */
export function decodeEncodedWords(text: string): string {
  let result = '';
  let last = 0;
  let pending: { charset: string; bytes: Buffer[] } | undefined;
  const flush = (): void => {
    if (pending) result += decodeCharset(Buffer.concat(pending.bytes), pending.charset.split('*')[0]);
    pending = undefined;
  };
  for (const match of text.matchAll(ENCODED_WORD)) {
    const between = text.slice(last, match.index);
    const [, charset = 'utf-8', encoding = 'Q', payload = ''] = match;
    const adjacent = pending !== undefined && /^\s*$/.test(between);
    if (adjacent && pending?.charset.toLowerCase() === charset.toLowerCase()) {
      // Same charset: join the bytes first, a character may be split across two words.
      pending.bytes.push(wordBytes(encoding, payload));
    } else {
      flush();
      if (!adjacent) result += between;
      pending = { charset, bytes: [wordBytes(encoding, payload)] };
    }
    last = match.index + match[0].length;
  }
  flush();
  return result + text.slice(last);
}

function decodeTransfer(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body
          .toString('latin1')
          .replace(/[ \t]+(?=\r?\n)/g, '')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          ),
        'latin1',
      );
    default:
      return body;
  }
}

/** The body parts between a multipart's boundaries (RFC 2046 §5.1.1). */
function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let cursor = text.startsWith(delimiter) ? 0 : text.indexOf(`\n${delimiter}`);
  while (cursor !== -1) {
    const lineStart = text[cursor] === '\n' ? cursor + 1 : cursor;
    const afterDelimiter = lineStart + delimiter.length;
    if (text.startsWith('--', afterDelimiter)) break;
    const contentStart = text.indexOf('\n', afterDelimiter);
    if (contentStart === -1) break;
    const next = text.indexOf(`\n${delimiter}`, contentStart);
    const contentEnd = next === -1 ? text.length : text[next - 1] === '\r' ? next - 1 : next;
    parts.push(body.subarray(contentStart + 1, contentEnd));
    cursor = next;
  }
  return parts;
}

/** `Name <address>` (or the bare address) of each mailbox of an address header. */
function readAddresses(text: string | undefined): string[] {
  return addressparser(text ?? '', { flatten: true }).map(({ name, address }) => {
    const display = decodeEncodedWords(name);
    return display ? `${display} <${address}>` : address;
  });
}

const MAX_DEPTH = 10;

function walk(part: Part, mail: ParsedMail, depth: number): void {
  const type = readHeaderValue(firstHeader(part, 'content-type') ?? 'text/plain');
  const contentType = type.value;
  const boundary = type.params.get('boundary');
  if (contentType.startsWith('multipart/') && boundary && depth < MAX_DEPTH) {
    for (const child of splitMultipart(part.body, boundary)) walk(splitPart(child), mail, depth + 1);
    return;
  }
  const disposition = readHeaderValue(firstHeader(part, 'content-disposition'));
  const content = decodeTransfer(part.body, firstHeader(part, 'content-transfer-encoding'));
  const isAttachment = disposition.value === 'attachment';
  if (!isAttachment && contentType === 'text/plain' && mail.text === null) {
    mail.text = decodeCharset(content, type.params.get('charset'));
    return;
  }
  if (!isAttachment && contentType === 'text/html' && mail.html === null) {
    mail.html = decodeCharset(content, type.params.get('charset'));
    return;
  }
  const contentId = firstHeader(part, 'content-id');
  mail.attachments.push({
    filename: disposition.params.get('filename') ?? type.params.get('name') ?? null,
    contentType,
    contentId: contentId ? contentId.replace(/^<|>$/g, '') : null,
    size: content.length,
    content,
  });
}

/** Reads a raw message (CRLF or LF line ends). Never throws on malformed input: unread parts become attachments. */
export function parseMail(raw: Buffer): ParsedMail {
  const root = splitPart(raw);
  const header = (name: string): string | null => {
    const value = firstHeader(root, name);
    return value === undefined ? null : decodeEncodedWords(value);
  };
  const mail: ParsedMail = {
    headers: root.headers,
    messageId: header('message-id'),
    subject: header('subject'),
    from: header('from'),
    to: readAddresses(firstHeader(root, 'to')),
    cc: readAddresses(firstHeader(root, 'cc')),
    date: header('date'),
    language: header('content-language'),
    text: null,
    html: null,
    attachments: [],
  };
  walk(root, mail, 0);
  return mail;
}
