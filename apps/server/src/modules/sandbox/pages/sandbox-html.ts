import type { FastifyReply } from 'fastify';
import { html, type SafeHtml } from '../../../documents/html/safe-html';
import { helmetHeaders, SECURITY_HEADER_OPTIONS } from '../../../plugins/security';

/**
 * The sandbox's pages (the gateways' own pages: 3-D Secure, bank QR, partner confirmation, SMS
 * outbox, documentation), built with documents/html/safe-html's `html`: they carry no script and
 * no inline style (the CSP forbids both), only the module's stylesheet.
 */

export interface PageOptions {
  lang: 'vi' | 'en';
  title: string;
  /** The module's prefix (`/sandbox`), for the stylesheet and the home link. */
  prefix: string;
  /** Label of the banner that says this is a test gateway. */
  banner: string;
  body: SafeHtml;
  /** `wide` for pages of tables (the documentation). */
  width?: 'normal' | 'wide';
  /** The same page in the other language, for the language link. */
  otherLanguage?: { href: string; label: string; lang: 'vi' | 'en' };
}

/** A whole page: language, title, skip-free single landmark layout, the module's CSS. */
export function renderPage(options: PageOptions): string {
  const other = options.otherLanguage;
  return `<!doctype html>${
    html`<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${options.title}</title>
<link rel="stylesheet" href="${options.prefix}/assets/sandbox.css">
</head>
<body>
<header class="banner">
<p class="banner-text">${options.banner}</p>
${other ? html`<a class="banner-link" href="${other.href}" hreflang="${other.lang}" lang="${other.lang}">${other.label}</a>` : ''}
</header>
<main${options.width === 'wide' ? html` class="wide"` : ''}>
${options.body}
</main>
</body>
</html>`.value
  }`;
}

const pageHeaderCache = new Map<string, string>();

/**
 * The page's Content-Security-Policy: the site's strict one, with `form-action` widened to the
 * origins a form on this page redirects to (a merchant's return URL on another origin), since
 * browsers apply form-action to the redirect after a form post too.
 */
function contentSecurityPolicy(formTargets: readonly string[]): string {
  const origins = [...new Set(formTargets.map((url) => new URL(url).origin))].sort();
  const key = origins.join(' ');
  const cached = pageHeaderCache.get(key);
  if (cached) return cached;
  const base = SECURITY_HEADER_OPTIONS.contentSecurityPolicy;
  const directives = typeof base === 'object' ? (base.directives ?? {}) : {};
  const headers = helmetHeaders({
    ...SECURITY_HEADER_OPTIONS,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives, formAction: ["'self'", ...origins] },
    },
  });
  const policy = headers['content-security-policy'] ?? '';
  if (pageHeaderCache.size < 100) pageHeaderCache.set(key, policy);
  return policy;
}

/**
 * Sends a page: HTML, never cached (each shows one payment's live state), and the CSP for the
 * origins its forms may end up at.
 */
export function sendPage(
  reply: FastifyReply,
  page: string,
  options: { status?: number; formTargets?: readonly string[] } = {},
): FastifyReply {
  return reply
    .status(options.status ?? 200)
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(options.formTargets ?? []))
    .type('text/html; charset=utf-8')
    .send(page);
}
