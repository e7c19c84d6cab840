import type { Language } from '@skybook/domain/languages';
import type { FastifyInstance } from 'fastify';
import { barcodePng, pngSize } from '../../documents/boarding-pass/barcode';
import type { BoardingPassDocument } from '../../documents/boarding-pass/boarding-pass';
import { renderBoardingPassIcs } from '../../documents/boarding-pass/boarding-pass-ics';
import {
  BOARDING_PASS_LABELS,
  type BoardingPassLabels,
} from '../../documents/boarding-pass/boarding-pass-labels';
import { renderBoardingPassPdf } from '../../documents/boarding-pass/boarding-pass-pdf';
import {
  assertBoardingPasses,
  boardingPassNotes,
  boardingPassView,
  formatPassTime,
  type BoardingPassView,
} from '../../documents/boarding-pass/boarding-pass-view';
import { UID_DOMAIN } from '../../documents/flight-calendar';
import { escapeHtml as esc } from '../../documents/html/escape-html';
import { BOARDING_PASS_EMAIL_LABELS } from './boarding-pass-email-labels';
import { CONFIRMATION_LABELS, SUPPORT_CONTACT } from './booking-confirmation-labels';
import type { OutgoingAttachment, SentMail } from './mailer';

export interface BoardingPassEmailInput {
  /** The passes of one booking, shown in this order. */
  passes: readonly BoardingPassDocument[];
  language: Language;
  /** The booking contact's name as the greeting says it. */
  contactName: string;
  links: {
    /** Where the traveller sees the check-in again on the site. */
    checkin: string;
  };
}

export interface BoardingPassEmail {
  subject: string;
  html: string;
  text: string;
  language: Language;
  /** Each pass's barcode (inline, by Content-ID), the A4 PDF of all passes and the calendar file. */
  attachments: OutgoingAttachment[];
}

/*
 * As the confirmation e-mail: nested tables, inline styles, the document's language. Unlike it,
 * this one has pictures: each pass's PDF417 barcode, attached inline and shown by Content-ID so
 * no client has to fetch anything, with a text alternative; the PDF attached carries them too.
 */
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
const INK = '#1c1c1e';
const MUTED = '#55555e';
const BRAND = '#b8141b';
const RULE = '#e2e2e6';
const CELL = `padding:6px 8px;border-bottom:1px solid ${RULE};text-align:left;vertical-align:top;${FONT};font-size:14px;color:${INK}`;
const H2 = `margin:24px 0 4px;${FONT};font-size:18px;color:${BRAND}`;
const P = `margin:0 0 12px;${FONT};font-size:15px;line-height:1.5;color:${INK}`;

/** One pass as the e-mail shows it: its facts, and its barcode's Content-ID and size. */
interface PassCard {
  view: BoardingPassView;
  facts: [string, string][];
  cid: string;
  png: Buffer;
}

function passFacts(view: BoardingPassView, labels: BoardingPassLabels): [string, string][] {
  const facts: [string, string][] = [
    [labels.flight, view.flight],
    [labels.date, view.departure.date],
    [labels.departs, `${view.departure.time} (${view.departure.offset})`],
    [labels.arrives, `${view.arrival.time} ${view.arrival.date} (${view.arrival.offset})`],
    [labels.gateCloses, formatPassTime(view.gateCloses)],
    [labels.boarding, formatPassTime(view.boarding)],
    [labels.seat, view.seat],
    [labels.sequence, view.sequence],
    [labels.fare, view.fareFamily],
  ];
  if (view.infant !== null) facts.splice(1, 0, [labels.infant, view.infant]);
  return facts;
}

function route(view: BoardingPassView): string {
  return `${view.departure.city} (${view.departure.code}) → ${view.arrival.city} (${view.arrival.code})`;
}

function cardHtml(card: PassCard, index: number, labels: BoardingPassLabels): string {
  const { view } = card;
  const { width, height } = pngSize(card.png);
  const id = `pass-${String(index + 1)}`;
  const rows = card.facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${CELL};font-weight:normal;color:${MUTED};width:40%">${esc(label)}</th><td style="${CELL};font-weight:bold">${esc(value)}</td></tr>`,
    )
    .join('');
  return `<h2 id="${id}" style="${H2}">${esc(view.passenger)}</h2>
<p style="${P};font-weight:bold">${esc(view.flight)} · ${esc(route(view))}</p>
<table aria-labelledby="${id}" style="width:100%;border-collapse:collapse;margin:0 0 12px"><tbody>${rows}</tbody></table>
<p style="margin:0 0 4px;text-align:center"><img src="cid:${esc(card.cid)}" width="${String(width)}" height="${String(height)}" alt="${esc(labels.barcodeAlt(view.passenger, view.flight))}" style="display:block;margin:0 auto;max-width:100%;height:auto;background:#ffffff;border:0"></p>
<p style="${P};font-size:13px;color:${MUTED};text-align:center">${esc(labels.showBarcode)}</p>`;
}

function cardText(card: PassCard): string[] {
  return [
    '',
    `== ${card.view.passenger} ==`,
    route(card.view),
    ...card.facts.map(([label, value]) => `${label}: ${value}`),
  ];
}

/**
 * The boarding-pass e-mail in `language` (requirements §2 check-in success): subject, HTML that
 * shows each pass with its barcode inline and every time on the airport's clock, its plain-text
 * alternative, and the attachments — each barcode as a PNG by Content-ID, the passes as an A4 PDF
 * (`boarding-pass-<locator>.pdf`) and the calendar file with its reminders (`.ics`).
 *
 * Renders PDFs and images (a few hundred milliseconds of CPU): call it after the check-in's
 * response has gone out.
 *
 * @throws TypeError when the passes are inconsistent or of more than one booking.
 */
export async function renderBoardingPassEmail(input: BoardingPassEmailInput): Promise<BoardingPassEmail> {
  const { passes, language } = input;
  assertBoardingPasses(passes);
  const locator = passes[0]?.locator ?? '';
  if (passes.some((pass) => pass.locator !== locator))
    throw new TypeError('One e-mail carries one booking’s passes');
  const labels = BOARDING_PASS_LABELS[language];
  const words = BOARDING_PASS_EMAIL_LABELS[language];
  const common = CONFIRMATION_LABELS[language];
  const cards = await Promise.all(
    passes.map(async (pass, index): Promise<PassCard> => {
      const view = boardingPassView(pass, language);
      return {
        view,
        facts: passFacts(view, labels),
        cid: `boarding-pass-${String(index + 1)}.${locator}@${UID_DOMAIN}`,
        png: await barcodePng(pass.bcbp),
      };
    }),
  );
  const subject = words.subject(locator);
  const notes = boardingPassNotes(labels);
  const help = common.help(SUPPORT_CONTACT.hotline, SUPPORT_CONTACT.email);

  const html = `<!doctype html>
<html lang="${language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${esc(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f6">
<div role="article" aria-roledescription="email" aria-label="${esc(subject)}" lang="${language}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${BRAND};padding:20px 24px;border-radius:8px 8px 0 0">
<p style="margin:0;${FONT};font-size:26px;font-weight:bold;color:#ffffff">Skybook</p>
<p style="margin:4px 0 0;${FONT};font-size:15px;color:#ffffff">${esc(labels.bookingCode)}: <strong style="font-size:20px;letter-spacing:2px">${esc(locator)}</strong></p>
</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;${FONT};font-size:22px;color:${INK}">${esc(words.headline)}</h1>
<p style="${P}">${esc(common.greeting(input.contactName))}</p>
<p style="${P}">${esc(words.intro)}</p>
<p style="${P};font-size:13px;color:${MUTED}">${esc(labels.localTimes)}</p>
${cards.map((card, index) => cardHtml(card, index, labels)).join('\n')}
<ul style="margin:16px 0 12px;padding-left:20px">${notes.map((note) => `<li style="${P};margin:0 0 6px">${esc(note)}</li>`).join('')}</ul>
<p style="${P}">${esc(words.attachments)}</p>
<p style="margin:20px 0"><a href="${esc(input.links.checkin)}" style="display:inline-block;background:${BRAND};color:#ffffff;${FONT};font-size:16px;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:6px">${esc(words.manageCheckin)}</a></p>
<p style="${P}">${esc(help)}</p>
<p style="${P}">${esc(common.signOff)}<br>${esc(common.team)}</p>
<p style="${P};font-size:12px;color:${MUTED}">${esc(common.automated)}</p>
</td></tr>
</table>
</td></tr></table>
</div>
</body>
</html>
`;

  const text = [
    common.greeting(input.contactName),
    '',
    words.intro,
    labels.localTimes,
    ...cards.flatMap(cardText),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
    words.attachments,
    `${words.manageCheckin}: ${input.links.checkin}`,
    help,
    '',
    common.signOff,
    common.team,
    '',
    common.automated,
    '',
  ].join('\n');

  const pdf = await renderBoardingPassPdf(passes, { language, size: 'a4' });
  const ics = renderBoardingPassIcs(passes, language);
  const attachments: OutgoingAttachment[] = [
    ...cards.map((card, index) => ({
      filename: `boarding-pass-${String(index + 1)}.png`,
      content: card.png,
      contentType: 'image/png',
      cid: card.cid,
    })),
    { filename: `boarding-pass-${locator}.pdf`, content: pdf, contentType: 'application/pdf' },
    {
      filename: `boarding-pass-${locator}.ics`,
      content: ics,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ];
  return { subject, html, text, language, attachments };
}

/** E-mails rendered boarding passes (renderBoardingPassEmail) to `to`, in the e-mail's language. */
export function sendBoardingPasses(
  app: Pick<FastifyInstance, 'mailer'>,
  to: string,
  email: BoardingPassEmail,
): Promise<SentMail> {
  return app.mailer.send({ to, ...email });
}
