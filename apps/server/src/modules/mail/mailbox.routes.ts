import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/app-error';
import { MAILBOX_STYLE_HASH, renderMailboxPage } from './mailbox-page';
import type { SinkMessage, SmtpSink } from './smtp-sink';

const attachmentSchema = z.object({
  index: z.number().int(),
  filename: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});

const messageSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  envelope: z.object({ from: z.string().nullable(), to: z.array(z.string()) }),
  messageId: z.string().nullable(),
  from: z.string().nullable(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string().nullable(),
  date: z.string().nullable(),
  /** Content-Language. */
  language: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  /** Bytes of the message as received. */
  size: z.number().int(),
  htmlUrl: z.string().nullable(),
  rawUrl: z.string(),
  attachments: z.array(attachmentSchema),
});

const mailboxSchema = z.object({ capacity: z.number().int(), messages: z.array(messageSchema) });

const messageParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const attachmentParamsSchema = messageParamsSchema.extend({
  index: z.coerce.number().int().min(0).max(1000),
});

/** The page's own policy: its hashed style, frames of this origin, nothing else. */
const PAGE_CSP = [
  "default-src 'none'",
  `style-src ${MAILBOX_STYLE_HASH}`,
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A message's HTML as sent: inline styles and data: images only, no script, no network, shown
 * only inside the mailbox page (and sandboxed even when opened on its own).
 */
const MESSAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data: cid:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

function toJson(message: SinkMessage): z.infer<typeof messageSchema> {
  const { parsed } = message;
  const base = `/dev/mailbox/${String(message.id)}`;
  return {
    id: message.id,
    receivedAt: message.receivedAt.toISOString(),
    envelope: message.envelope,
    messageId: parsed.messageId,
    from: parsed.from,
    to: parsed.to,
    cc: parsed.cc,
    subject: parsed.subject,
    date: parsed.date,
    language: parsed.language,
    text: parsed.text,
    html: parsed.html,
    size: message.raw.length,
    htmlUrl: parsed.html === null ? null : `${base}.html`,
    rawUrl: `${base}.eml`,
    attachments: parsed.attachments.map((attachment, index) => ({
      index,
      filename: attachment.filename,
      contentType: attachment.contentType,
      size: attachment.size,
      url: `${base}/attachments/${String(index)}`,
    })),
  };
}

/** `attachment; filename="itinerary.pdf"; filename*=UTF-8''…` (RFC 6266), safe for any name. */
function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A content type from a message, if it is a well-formed `type/subtype`; else octet-stream. */
function safeContentType(contentType: string): string {
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(contentType)
    ? contentType
    : 'application/octet-stream';
}

export interface MailboxRoutesOptions {
  sink: SmtpSink;
  capacity: number;
}

/**
 * `/dev/mailbox` (HTML) and `/dev/mailbox.json`: what the embedded SMTP sink received, with
 * each message's HTML body, raw source and attachments. Mounted only while the sink runs
 * (SMTP_URL unset), so a server relaying real mail has none of these routes.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export const mailboxRoutes: FastifyPluginAsyncZod<MailboxRoutesOptions> = async (app, { sink, capacity }) => {
  const find = (id: number): SinkMessage => {
    const message = sink.find(id);
    if (!message) throw notFound();
    return message;
  };

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'The development mailbox (HTML): mail the embedded SMTP sink received',
      },
    },
    (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(sink.list(), capacity)),
  );

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'The development mailbox as JSON, newest first',
        response: { 200: mailboxSchema },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { capacity, messages: sink.list().map(toJson) };
    },
  );

  app.get(
    '/dev/mailbox/:id.html',
    {
      schema: {
        tags: ['dev'],
        summary: 'One message’s HTML body, sandboxed',
        description: 'text/html as sent. An unknown message, or one without HTML, answers 404 NOT_FOUND.',
        params: messageParamsSchema,
      },
    },
    (request, reply) => {
      const { html } = find(request.params.id).parsed;
      if (html === null) throw notFound();
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', MESSAGE_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  app.get(
    '/dev/mailbox/:id.eml',
    {
      schema: {
        tags: ['dev'],
        summary: 'One message exactly as it arrived over SMTP',
        description: 'message/rfc822, as a download. An unknown message answers 404 NOT_FOUND.',
        params: messageParamsSchema,
      },
    },
    (request, reply) => {
      const message = find(request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', attachmentDisposition(`message-${String(message.id)}.eml`))
        .type('message/rfc822')
        .send(message.raw);
    },
  );

  app.get(
    '/dev/mailbox/:id/attachments/:index',
    {
      schema: {
        tags: ['dev'],
        summary: 'One attachment of a message, as a download',
        description: 'In its own content type. An unknown message or attachment answers 404 NOT_FOUND.',
        params: attachmentParamsSchema,
      },
    },
    (request, reply) => {
      const message = find(request.params.id);
      const attachment = message.parsed.attachments[request.params.index];
      if (!attachment) throw notFound();
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          attachmentDisposition(attachment.filename ?? `attachment-${String(request.params.index)}`),
        )
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(safeContentType(attachment.contentType))
        .send(attachment.content);
    },
  );
};
