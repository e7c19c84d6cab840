import type { Language } from '@skybook/domain/languages';
import type { MemberScheme } from '@skybook/domain/member-rules';
import type { FastifyReply } from 'fastify';
import { html, type SafeHtml } from '../../../documents/html/safe-html';
import type { AuthMessages } from '../auth-messages';

/**
 * The identity provider's pages (the "external auth site" of requirements §7): server-rendered,
 * no script and no inline style (the site's CSP), only the module's stylesheet. No referrer
 * leaves them: the change-password address carries the member's token.
 */

export interface HostedPageOptions {
  language: Language;
  title: string;
  /** The scheme the page is about, named beside the brand. */
  scheme?: MemberScheme | undefined;
  messages: AuthMessages;
  body: SafeHtml;
}

/** Where the pages' stylesheet is served, below the module's prefix. */
export const STYLESHEET_PATH = '/assets/hosted.css';

/** The sign-up page's challenge script (decision 045), below the module's prefix. */
export const SIGN_UP_CAPTCHA_SCRIPT_PATH = '/assets/signup-captcha.js';

export function renderHostedPage(prefix: string, options: HostedPageOptions): string {
  const scheme = options.scheme === undefined ? '' : options.messages.scheme[options.scheme];
  return `<!doctype html>${
    html`<html lang="${options.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>${options.title}</title>
        <link rel="stylesheet" href="${prefix}${STYLESHEET_PATH}" />
      </head>
      <body>
        <header class="brand">
          <span class="brand-name">Skybook</span>${scheme === '' ? '' : html` <span>${scheme}</span>`}
        </header>
        <main>${options.body}</main>
      </body>
    </html>`.value
  }`;
}

/** Sends a page: HTML, never cached (each shows one sign-in's state). */
export function sendHostedPage(
  reply: FastifyReply,
  page: string,
  options: { status?: number; retryAfterSeconds?: number } = {},
): FastifyReply {
  if (options.retryAfterSeconds !== undefined) reply.header('retry-after', String(options.retryAfterSeconds));
  return reply
    .status(options.status ?? 200)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}
