import type { Language } from '@skybook/domain/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail } from 'nodemailer';

export interface OutgoingAttachment {
  filename: string;
  content: Buffer | string;
  /** `application/pdf`, `text/calendar; charset=utf-8; method=PUBLISH` … */
  contentType: string;
  /** Sent inline under this Content-ID: the HTML shows it as `<img src="cid:…">` (a barcode). */
  cid?: string;
}

/** One e-mail: both an HTML body and its plain-text alternative. */
export interface OutgoingMail {
  to: string | readonly string[];
  subject: string;
  html: string;
  text: string;
  attachments?: readonly OutgoingAttachment[];
  /** Sent as Content-Language. */
  language?: Language;
}

export interface SentMail {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/** What an SMTP transport (single or pooled) reports for a sent message. */
interface DeliveryInfo {
  messageId: string;
  accepted: unknown[];
  rejected: unknown[];
}

export type MailTransport = Mail<DeliveryInfo>;

/** How the rest of the server sends mail: `app.mailer.send(…)`. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
}

/**
 * A mailer over a nodemailer SMTP transport, from MAIL_FROM. Logs each sent message by id and
 * recipient count; addresses and contents stay out of the logs.
 */
export function createMailer(transport: () => MailTransport, from: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      const info = await transport().sendMail({
        from,
        to: typeof mail.to === 'string' ? mail.to : [...mail.to],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.language ? { headers: { 'Content-Language': mail.language } } : {}),
        attachments: (mail.attachments ?? []).map((attachment) => ({ ...attachment })),
      });
      const addresses = (list: unknown[]): string[] =>
        list.map((entry) =>
          typeof entry === 'object' && entry !== null && 'address' in entry
            ? String(entry.address)
            : String(entry),
        );
      log.info(
        { messageId: info.messageId, recipients: info.accepted.length, rejected: info.rejected.length },
        'mail sent',
      );
      return {
        messageId: info.messageId,
        accepted: addresses(info.accepted),
        rejected: addresses(info.rejected),
      };
    },
  };
}
