import type { Language } from '@skybook/domain/languages';
import type { MemberScheme } from '@skybook/domain/member-rules';
import type { FastifyInstance } from 'fastify';
import { escapeHtml as esc } from '../../../documents/html/escape-html';
import { template } from '../../../i18n/catalogue';
import { authMessages, withScheme } from '../auth-messages';

/** What the verification e-mail says: to whom, for which account, and the link. */
export interface VerificationEmail {
  to: string;
  language: Language;
  scheme: MemberScheme;
  /** The member's full name, as the greeting says it. */
  name: string;
  memberCode: string;
  /** The single-use link, valid 24 hours. */
  link: string;
}

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
const P = `margin:0 0 12px;${FONT};font-size:15px;line-height:1.5;color:#1c1c1e`;
const BUTTON = `display:inline-block;padding:12px 20px;background:#b8141b;color:#ffffff;${FONT};font-size:15px;font-weight:bold;text-decoration:none;border-radius:6px`;

/** The e-mail's subject, HTML and plain text in the member's language. */
export function renderVerificationEmail(email: VerificationEmail) {
  const messages = authMessages(email.language);
  const words = messages.email;
  const subject = withScheme(messages, words.subject, email.scheme);
  const greeting = template(words.greeting, 'name')(email.name);
  const intro = template(
    words.intro,
    'scheme',
    'memberCode',
  )(messages.scheme[email.scheme], email.memberCode);
  const html = `<!doctype html>
<html lang="${esc(email.language)}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff">
<p style="${P}">${esc(greeting)}</p>
<p style="${P}">${esc(intro)}</p>
<p style="margin:20px 0"><a href="${esc(email.link)}" style="${BUTTON}">${esc(words.button)}</a></p>
<p style="${P}">${esc(words.linkIntro)}<br><a href="${esc(email.link)}" style="color:#0b5cad;word-break:break-all">${esc(email.link)}</a></p>
<p style="${P}">${esc(words.expiry)}</p>
<p style="${P};font-size:13px;color:#55555e">${esc(words.ignore)}</p>
<p style="${P}">${esc(words.signOff)}<br>${esc(words.team)}</p>
</body></html>`;
  const text = [
    greeting,
    '',
    intro,
    '',
    `${words.button}: ${email.link}`,
    '',
    words.expiry,
    '',
    words.ignore,
    '',
    words.signOff,
    words.team,
  ].join('\n');
  return { subject, html, text };
}

/** Sends the verification e-mail through the server's mailer. */
export async function sendVerificationEmail(
  app: Pick<FastifyInstance, 'mailer'>,
  email: VerificationEmail,
): Promise<void> {
  await app.mailer.send({ to: email.to, language: email.language, ...renderVerificationEmail(email) });
}
