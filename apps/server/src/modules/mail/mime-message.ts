import libmime from 'libmime';
import { simpleParser, type AddressObject, type HeaderLines } from 'mailparser';

/**
 * Reads an RFC 5322 message as it arrived over SMTP, for the development mailbox, with
 * `mailparser` (headers, encoded words, the MIME tree, transfer encodings and charsets). It keeps
 * what a mail client needs to show a message — subject, addresses, language, the text and HTML
 * bodies and the attachments — in the shape the mailbox pages use.
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

/** Decodes RFC 2047 encoded words; whitespace between two encoded words is dropped, as the RFC says. */
export function decodeEncodedWords(text: string): string {
  return libmime.decodeWords(text);
}

/** A header as sent (unfolded, encoded words decoded), or null: the mailbox shows dates as written. */
function rawHeader(lines: HeaderLines, name: string): string | null {
  const line = lines.find((entry) => entry.key === name)?.line;
  if (line === undefined) return null;
  const value = line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .trim();
  return decodeEncodedWords(value);
}

/** `Name <address>` (or the bare address) of each mailbox of an address header. */
function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const flatten = (entries: AddressObject['value']): AddressObject['value'] =>
    entries.flatMap((entry) => (entry.group ? flatten(entry.group) : [entry]));
  return objects
    .flatMap((object) => flatten(object.value))
    .map(({ name, address = '' }) => (name ? `${name} <${address}>` : address));
}

const EMPTY: ParsedMail = {
  messageId: null,
  subject: null,
  from: null,
  to: [],
  cc: [],
  date: null,
  language: null,
  text: null,
  html: null,
  attachments: [],
};

/** Reads a raw message (CRLF or LF line ends). Never rejects on malformed input. */
export async function parseMail(raw: Buffer): Promise<ParsedMail> {
  try {
    const mail = await simpleParser(raw, { keepCidLinks: true, skipHtmlToText: true, skipTextToHtml: true });
    return {
      messageId: mail.messageId ?? null,
      subject: mail.subject ?? null,
      from: rawHeader(mail.headerLines, 'from'),
      to: addresses(mail.to),
      cc: addresses(mail.cc),
      date: rawHeader(mail.headerLines, 'date'),
      language: rawHeader(mail.headerLines, 'content-language'),
      text: mail.text ?? null,
      html: typeof mail.html === 'string' ? mail.html : null,
      attachments: mail.attachments.map((attachment) => ({
        filename: attachment.filename ?? null,
        contentType: attachment.contentType,
        contentId: attachment.cid ?? null,
        size: attachment.size,
        content: attachment.content,
      })),
    };
  } catch {
    return { ...EMPTY, to: [], cc: [], attachments: [] };
  }
}
