import type { CurrencyCode } from '@skybook/domain/currency';
import { formatDateTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import type { FastifyInstance } from 'fastify';
import { formatAmount } from '../../documents/amount-display';
import { escapeHtml as esc } from '../../documents/html/escape-html';
import { CANCELLATION_LABELS } from './booking-cancellation-labels';
import { CONFIRMATION_LABELS, SUPPORT_CONTACT } from './booking-confirmation-labels';
import type { SentMail } from './mailer';

/** What the cancellation e-mail tells (decision 022): the booking, and what it gave back. */
export interface CancellationNotice {
  locator: string;
  language: Language;
  to: string;
  /** The contact's name as the greeting says it. */
  name: string;
  currency: CurrencyCode;
  /** What the airline kept (0 for an unpaid booking). */
  fee: number;
  /** The credit shell made, its password and PIN in clear: this e-mail and the answer are the only places. */
  credit?: { serial: string; password: string; pin: string; amount: number; expiresAt: string } | undefined;
  refund?: { amount: number } | undefined;
  /** A credit that went into the signed-in member's wallet instead of a credit shell (decision 033). */
  walletCredit?: { amount: number } | undefined;
  /** Loyalty points the booking's discount spent, given back with the cancellation (decision 037); 0 without. */
  pointsReturned?: number | undefined;
}

/** Credit shells expire on the airline's home clock. */
const HOME_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
const P = `margin:0 0 12px;${FONT};font-size:15px;line-height:1.5;color:#1c1c1e`;
const CELL = `padding:6px 8px;border-bottom:1px solid #e2e2e6;text-align:left;${FONT};font-size:14px`;

/** The e-mail's subject, HTML and plain text in the booking's language. */
export function renderCancellationEmail(notice: CancellationNotice) {
  const labels = CANCELLATION_LABELS[notice.language];
  const common = CONFIRMATION_LABELS[notice.language];
  const money = (amount: number) => formatAmount(amount, notice.currency, notice.language);
  const paragraphs = [labels.intro(notice.locator)];
  let codes: [string, string][] = [];
  if (notice.credit) {
    const { credit } = notice;
    paragraphs.push(labels.credit(money(credit.amount)));
    codes = [
      [labels.serial, credit.serial],
      [labels.password, credit.password],
      [labels.pin, credit.pin],
      [labels.balance, money(credit.amount)],
      [labels.validUntil, formatDateTime(credit.expiresAt, notice.language, HOME_TIME_ZONE)],
    ];
  } else if (notice.walletCredit) {
    paragraphs.push(labels.walletCredit(money(notice.walletCredit.amount)));
  } else if (notice.refund) {
    paragraphs.push(labels.refund(money(notice.refund.amount)));
  } else {
    paragraphs.push(labels.released);
  }
  if (notice.fee > 0) paragraphs.push(labels.feeKept(money(notice.fee)));
  if (notice.pointsReturned)
    paragraphs.push(
      labels.pointsReturned(new Intl.NumberFormat(notice.language).format(notice.pointsReturned)),
    );
  const help = common.help(SUPPORT_CONTACT.hotline, SUPPORT_CONTACT.email);
  const codesHtml =
    codes.length === 0
      ? ''
      : `<table style="border-collapse:collapse;margin:0 0 12px">
<caption style="text-align:left;${FONT};font-size:15px;font-weight:bold;padding:4px 0">${esc(labels.creditCodes)}</caption>
<tbody>${codes.map(([label, value]) => `<tr><th scope="row" style="${CELL};font-weight:normal">${esc(label)}</th><td style="${CELL};font-weight:bold">${esc(value)}</td></tr>`).join('\n')}</tbody>
</table>
<p style="${P}">${esc(labels.keepSafe)}</p>`;
  const html = `<!doctype html>
<html lang="${esc(notice.language)}"><head><meta charset="utf-8"><title>${esc(labels.subject(notice.locator))}</title></head>
<body style="margin:0;padding:16px;background:#ffffff">
<h1 style="margin:0 0 16px;${FONT};font-size:22px;color:#b8141b">${esc(labels.headline)}</h1>
<p style="${P}">${esc(common.greeting(notice.name))}</p>
${paragraphs.map((text) => `<p style="${P}">${esc(text)}</p>`).join('\n')}
${codesHtml}
<p style="${P}">${esc(help)}</p>
<p style="${P}">${esc(common.signOff)}<br>${esc(common.team)}</p>
<p style="${P};font-size:12px;color:#55555e">${esc(common.automated)}</p>
</body></html>`;
  const text = [
    labels.headline,
    '',
    common.greeting(notice.name),
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    ...(codes.length > 0
      ? [labels.creditCodes, ...codes.map(([label, value]) => `${label}: ${value}`), '', labels.keepSafe, '']
      : []),
    help,
    '',
    common.signOff,
    common.team,
    '',
    common.automated,
  ].join('\n');
  return { subject: labels.subject(notice.locator), html, text };
}

/** E-mails a booking's cancellation and what it gave back to the booking's contact. */
export function sendCancellationNotice(
  app: Pick<FastifyInstance, 'mailer'>,
  notice: CancellationNotice,
): Promise<SentMail> {
  const email = renderCancellationEmail(notice);
  return app.mailer.send({ to: notice.to, language: notice.language, ...email });
}
