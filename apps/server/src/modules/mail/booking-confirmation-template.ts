import type { Language } from '@skybook/domain/languages';
import { amountParts, formatAmount } from '../../documents/amount-display';
import type { CurrencyCode } from '@skybook/domain/currency';
import type { ItineraryDocument } from '../../documents/itinerary';
import { ITINERARY_LABELS, type ItineraryLabels } from '../../documents/itinerary-labels';
import { priceView, type PriceView } from '../../documents/itinerary-price';
import {
  formatAirlineDateTime,
  importantNotes,
  journeyViews,
  passengerFlights,
  passengerLabel,
  paymentDisplay,
  statusLabel,
  type JourneyView,
} from '../../documents/itinerary-view';
import { CONFIRMATION_LABELS, SUPPORT_CONTACT, type ConfirmationLabels } from './booking-confirmation-labels';
import { escapeHtml as esc } from '../../documents/html/escape-html';

export interface ConfirmationEmail {
  subject: string;
  html: string;
  text: string;
}

export interface ConfirmationLinks {
  /** Where the traveller finds the booking on the site. */
  manageBookingUrl: string;
}

/*
 * E-mail HTML is read by clients that drop <style> and most CSS: layout is nested tables marked
 * role="presentation", every style is inline, data tables keep real <th scope>, and the
 * document says its language. There are no images — the wordmark is text — so nothing depends
 * on a client loading pictures.
 */
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
const INK = '#1c1c1e';
const MUTED = '#55555e';
const BRAND = '#b8141b';
const RULE = '#e2e2e6';
const CELL = `padding:6px 8px;border-bottom:1px solid ${RULE};text-align:left;vertical-align:top;${FONT};font-size:14px;color:${INK}`;
const HEAD_CELL = `${CELL};background:#f4f4f6;font-weight:bold`;
const H2 = `margin:24px 0 8px;${FONT};font-size:18px;color:${BRAND}`;
const P = `margin:0 0 12px;${FONT};font-size:15px;line-height:1.5;color:${INK}`;

function amountHtml(amountMinor: number, currency: CurrencyCode, language: Language): string {
  return amountParts(amountMinor, currency, language)
    .map((part) =>
      part.role === 'main'
        ? `<span style="font-weight:bold">${esc(part.text)}</span>`
        : part.role === 'minor'
          ? `<span style="font-size:12px">${esc(part.text)}</span>`
          : esc(part.text),
    )
    .join('');
}

const CAPTION = `text-align:left;${FONT};font-size:15px;font-weight:bold;color:${INK};padding:4px 0`;

/** A table's name: its own caption, or the heading just above it (never both: a screen reader would read it twice). */
type TableName = { caption: string } | { labelledBy: string };

function tableOpen(name: TableName): string {
  return 'caption' in name
    ? `<table style="width:100%;border-collapse:collapse;margin:0 0 12px">\n<caption style="${CAPTION}">${name.caption}</caption>`
    : `<table aria-labelledby="${name.labelledBy}" style="width:100%;border-collapse:collapse;margin:0 0 12px">`;
}

/** A data table with column headers; cells are HTML already escaped. */
function table(name: TableName, headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${tableOpen(name)}
<thead><tr>${headers.map((header) => `<th scope="col" style="${HEAD_CELL}">${header}</th>`).join('')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td style="${CELL}">${cell}</td>`).join('')}</tr>`).join('\n')}</tbody>
</table>`;
}

/** Label–amount rows, the label a row header and the amount right-aligned. */
function amountTable(name: TableName, rows: readonly (readonly [string, string])[]): string {
  return `${tableOpen(name)}
<tbody>${rows
    .map(
      ([label, amount]) =>
        `<tr><th scope="row" style="${CELL};font-weight:normal">${label}</th><td style="${CELL};text-align:right;white-space:nowrap">${amount}</td></tr>`,
    )
    .join('\n')}</tbody>
</table>`;
}

function flightsHtml(journeys: readonly JourneyView[], labels: ItineraryLabels): string {
  return journeys
    .map((journey) =>
      table(
        { caption: `${esc(journey.title)} · ${esc(labels.fare)}: ${esc(journey.fareFamily)}` },
        [labels.flight, labels.departs, labels.arrives].map(esc),
        journey.segments.map((segment) => [
          `<strong>${esc(segment.flight)}</strong><br>${esc(segment.aircraft)}`,
          `<strong>${esc(segment.departure.time)}</strong> ${esc(segment.departure.date)}<br>${esc(segment.departure.city)} (${esc(segment.departure.code)})<br><span style="color:${MUTED}">${esc(segment.departure.airport)}</span>`,
          `<strong>${esc(segment.arrival.time)}</strong> ${esc(segment.arrival.date)}<br>${esc(segment.arrival.city)} (${esc(segment.arrival.code)})<br><span style="color:${MUTED}">${esc(segment.arrival.airport)}</span>`,
        ]),
      ),
    )
    .join('\n');
}

/** Per passenger: their flights with the seat and extras of each, then the whole trip's extras. */
function passengerRows(doc: ItineraryDocument, language: Language, labels: ItineraryLabels): string[][] {
  return doc.passengers.map((passenger) => {
    const { flights, tripExtras } = passengerFlights(passenger, doc, language, labels);
    const extras = [
      ...flights.map((flight) => [flight.flight, flight.extras] as const),
      ...(tripExtras.length > 0 ? [[labels.wholeTrip, tripExtras] as const] : []),
    ];
    return [
      `<strong>${esc(passengerLabel(passenger, labels))}</strong><br>${esc(labels.passengerTypes[passenger.type])}`,
      flights.map((flight) => `${esc(flight.flight)}: ${esc(flight.seat)}`).join('<br>'),
      extras
        .map(
          ([where, names]) => `${esc(where)}: ${esc(names.length > 0 ? names.join(', ') : labels.noExtras)}`,
        )
        .join('<br>'),
    ];
  });
}

/**
 * The price as label–amount pairs: each passenger's subtotal per flight (the PDF lists every
 * line), the points discount, the payment's fee, the total, what was paid and what is left. Labels are plain text.
 */
function priceLines(price: PriceView, labels: ItineraryLabels): [string, number, boolean][] {
  const lines: [string, number, boolean][] = price.groups.flatMap((group) =>
    group.flights.map((flight): [string, number, boolean] => [
      `${group.title} · ${flight.title}`,
      flight.subtotalMinor,
      false,
    ]),
  );
  if (price.pointsDiscount) lines.push([price.pointsDiscount.label, price.pointsDiscount.amountMinor, false]);
  if (price.fee) lines.push([price.fee.label, price.fee.amountMinor, false]);
  lines.push([labels.total, price.totalMinor, true]);
  lines.push([labels.paid, price.paidMinor, false]);
  lines.push([labels.toPay, price.remainingMinor, true]);
  return lines;
}

function subjectOf(doc: ItineraryDocument, words: ConfirmationLabels): string {
  return doc.status === 'Paid' || doc.holdExpiresAt === null
    ? words.subjectPaid(doc.locator)
    : words.subjectUnpaid(doc.locator, formatAirlineDateTime(doc.holdExpiresAt));
}

/**
 * The booking confirmation e-mail in `language`: subject, accessible table-layout HTML with inline
 * styles, and its plain-text alternative carrying the same facts.
 */
export function renderBookingConfirmationEmail(
  doc: ItineraryDocument,
  language: Language,
  links: ConfirmationLinks,
): ConfirmationEmail {
  const labels = ITINERARY_LABELS[language];
  const words = CONFIRMATION_LABELS[language];
  const subject = subjectOf(doc, words);
  const journeys = journeyViews(doc, language);
  const price = priceView(doc, labels);
  const prices = priceLines(price, labels);
  const paid = doc.status === 'Paid';
  const facts: [string, string][] = [
    [labels.bookingCode, doc.locator],
    [labels.bookingStatus, statusLabel(doc, labels)],
    [labels.bookingDate, formatAirlineDateTime(doc.bookedAt)],
  ];
  if (!paid && doc.holdExpiresAt !== null)
    facts.push([labels.payBefore, formatAirlineDateTime(doc.holdExpiresAt)]);
  const payment: [string, string][] = [
    [labels.paymentMethod, doc.payment.methodName ?? labels.notChosen],
    [labels.paymentStatus, labels.payment[paymentDisplay(doc)]],
  ];
  const notes = importantNotes(doc, labels);
  const help = words.help(SUPPORT_CONTACT.hotline, SUPPORT_CONTACT.email);
  const factRows = (entries: [string, string][]): string =>
    entries
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="${CELL};font-weight:normal;color:${MUTED};width:40%">${esc(label)}</th><td style="${CELL};font-weight:bold">${esc(value)}</td></tr>`,
      )
      .join('');

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
<p style="margin:4px 0 0;${FONT};font-size:15px;color:#ffffff">${esc(labels.bookingCode)}: <strong style="font-size:20px;letter-spacing:2px">${esc(doc.locator)}</strong></p>
</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;${FONT};font-size:22px;color:${INK}">${esc(paid ? words.headlinePaid : words.headlineUnpaid)}</h1>
<p style="${P}">${esc(words.greeting(doc.contact.name))}</p>
<p style="${P}">${esc(paid ? words.introPaid : words.introUnpaid)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 12px">${factRows(facts)}</table>
<h2 style="${H2}">${esc(labels.flights)}</h2>
<p style="${P};font-size:13px;color:${MUTED}">${esc(labels.localTimes)}</p>
${flightsHtml(journeys, labels)}
<h2 id="passengers" style="${H2}">${esc(labels.passengers)}</h2>
${table({ labelledBy: 'passengers' }, [labels.name, labels.seat, labels.extras].map(esc), passengerRows(doc, language, labels))}
<h2 id="charges" style="${H2}">${esc(labels.charges)} (${esc(price.currency)})</h2>
${amountTable(
  { labelledBy: 'charges' },
  prices.map(([label, amount, strong]) => [
    strong ? `<strong>${esc(label)}</strong>` : esc(label),
    amountHtml(amount, price.currency, language),
  ]),
)}
<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 12px">${factRows(payment)}</table>
<h2 style="${H2}">${esc(labels.importantInformation)}</h2>
<ul style="margin:0 0 12px;padding-left:20px">${notes.map((note) => `<li style="${P};margin:0 0 6px">${esc(note)}</li>`).join('')}</ul>
<p style="${P}">${esc(words.attachments)}</p>
<p style="margin:20px 0"><a href="${esc(links.manageBookingUrl)}" style="display:inline-block;background:${BRAND};color:#ffffff;${FONT};font-size:16px;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:6px">${esc(words.manageBooking)}</a></p>
<p style="${P}">${esc(help)}</p>
<p style="${P}">${esc(words.signOff)}<br>${esc(words.team)}</p>
<p style="${P};font-size:12px;color:${MUTED}">${esc(words.automated)}</p>
</td></tr>
</table>
</td></tr></table>
</div>
</body>
</html>
`;

  const line = (entries: [string, string][]): string[] =>
    entries.map(([label, value]) => `${label}: ${value}`);
  const text = [
    words.greeting(doc.contact.name),
    '',
    paid ? words.introPaid : words.introUnpaid,
    '',
    ...line(facts),
    '',
    `== ${labels.flights} ==`,
    labels.localTimes,
    ...journeys.flatMap((journey) => [
      '',
      `${journey.title} · ${labels.fare}: ${journey.fareFamily}`,
      ...journey.segments.flatMap((segment) => [
        `${segment.flight} (${segment.aircraft})`,
        `  ${labels.departs}: ${segment.departure.time} ${segment.departure.date} — ${segment.departure.city} (${segment.departure.code}), ${segment.departure.airport}`,
        `  ${labels.arrives}: ${segment.arrival.time} ${segment.arrival.date} — ${segment.arrival.city} (${segment.arrival.code}), ${segment.arrival.airport}`,
      ]),
    ]),
    '',
    `== ${labels.passengers} ==`,
    ...doc.passengers.flatMap((passenger) => {
      const { flights, tripExtras } = passengerFlights(passenger, doc, language, labels);
      return [
        `- ${passengerLabel(passenger, labels)} (${labels.passengerTypes[passenger.type]})`,
        ...flights.map(
          (flight) =>
            `  ${flight.flight}: ${labels.seat} ${flight.seat}; ${labels.extras}: ${flight.extras.length > 0 ? flight.extras.join(', ') : labels.noExtras}`,
        ),
        ...(tripExtras.length > 0 ? [`  ${labels.wholeTrip}: ${tripExtras.join(', ')}`] : []),
      ];
    }),
    '',
    `== ${labels.charges} ==`,
    ...prices.map(([label, amount]) => `${label}: ${formatAmount(amount, price.currency, language)}`),
    ...line(payment),
    '',
    `== ${labels.importantInformation} ==`,
    ...notes.map((note) => `- ${note}`),
    '',
    words.attachments,
    `${words.manageBooking}: ${links.manageBookingUrl}`,
    help,
    '',
    words.signOff,
    words.team,
    '',
    words.automated,
    '',
  ].join('\n');

  return { subject, html, text };
}
