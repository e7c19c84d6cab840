import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { listSms } from '../sandbox.repository';
import { html } from '../../../documents/html/safe-html';
import { sendPage } from '../pages/sandbox-html';
import { pageLanguage, pick, sandboxPage } from '../pages/sandbox-page';

/**
 * The sandbox's SMS outbox: every message its gateways "sent" to a payer's phone (OTP codes),
 * newest first — as a page for people (`/sms`) and as JSON for browser tests (`/sms.json`).
 */

const SMS_LIMIT = 50;

const querySchema = z.object({
  phone: z
    .string()
    .regex(/^\+?\d{8,15}$/)
    .optional(),
  challengeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
  lang: z.enum(['vi', 'en']).optional(),
});

const smsListSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      phone: z.string(),
      body: z.string(),
      challengeId: z.string().nullable(),
      sentAt: z.string(),
    }),
  ),
});

const TEXT = {
  vi: {
    title: 'Hộp thư SMS thử nghiệm',
    intro: `Tin nhắn mà các cổng thanh toán thử nghiệm gửi tới điện thoại người thanh toán, mới nhất trước (tối đa ${String(SMS_LIMIT)}).`,
    empty: 'Chưa có tin nhắn nào.',
    to: 'Tới',
    at: 'lúc',
    filtered: (phone: string) => `Chỉ hiện tin nhắn tới ${phone}.`,
    all: 'Xem tất cả tin nhắn',
  },
  en: {
    title: 'Sandbox SMS outbox',
    intro: `Messages the sandbox gateways sent to payers' phones, newest first (at most ${String(SMS_LIMIT)}).`,
    empty: 'No messages yet.',
    to: 'To',
    at: 'at',
    filtered: (phone: string) => `Showing messages to ${phone} only.`,
    all: 'Show every message',
  },
};

export function smsRoutes(db: Kysely<Database>, prefix: string): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/sms.json',
      {
        schema: {
          summary: 'The sandbox SMS outbox as JSON (newest first)',
          description: `At most ${String(SMS_LIMIT)} messages, optionally only to one phone or for one OTP challenge. For browser tests that read a code.`,
          querystring: querySchema,
          response: { 200: smsListSchema },
        },
      },
      async (request, reply) => {
        const rows = await listSms(db, request.query, SMS_LIMIT);
        reply.header('cache-control', 'no-store');
        return {
          messages: rows.map((row) => ({
            id: row.id,
            phone: row.phone,
            body: row.body,
            challengeId: row.challenge_id,
            sentAt: row.created_at,
          })),
        };
      },
    );

    app.get(
      '/sms',
      {
        schema: {
          summary: 'The sandbox SMS outbox (HTML, newest first)',
          querystring: querySchema,
        },
      },
      async (request, reply) => {
        const lang = pageLanguage(request);
        const text = pick(lang, TEXT);
        const rows = await listSms(db, request.query, SMS_LIMIT);
        const body = html`<h1>${text.title}</h1>
          <p>${text.intro}</p>
          ${request.query.phone ? html`<p>${text.filtered(request.query.phone)} <a href="${prefix}/sms?lang=${lang}">${text.all}</a></p>` : ''}
          ${
            rows.length === 0
              ? html`<p>${text.empty}</p>`
              : html`<ul class="sms-list">
                  ${rows.map(
                    (row) =>
                      html`<li>
                        <p class="sms-meta">
                          ${text.to} <span class="mono">${row.phone}</span> ${text.at}
                          <time datetime="${row.created_at}"
                            >${row.created_at.replace('T', ' ').slice(0, 19)} UTC</time
                          >
                        </p>
                        <p class="sms-body">${row.body}</p>
                      </li>`,
                  )}
                </ul>`
          }`;
        return sendPage(reply, sandboxPage(request, lang, prefix, text.title, body));
      },
    );
  };
}
