import type { Language } from '@skybook/domain/languages';
import type { CurrencyCode } from '@skybook/domain/currency';
import { amountParts } from './amount-display';
import { assertItineraryDocument, type ItineraryDocument } from './itinerary';
import { ITINERARY_LABELS, pdfLabelLanguage, type ItineraryLabels } from './itinerary-labels';
import { priceView } from './itinerary-price';
import {
  formatAirlineDateTime,
  importantNotes,
  journeyViews,
  passengerFlights,
  passengerLabel,
  paymentDisplay,
  statusLabel,
} from './itinerary-view';
import {
  COLOR,
  SIZE,
  createPdfDocument,
  drawBrandBand,
  drawFooters,
  finishPdf,
  PdfCursor,
  type Cell,
  type Row,
} from './pdf-layout';

/**
 * The itinerary as an A4 portrait PDF (requirements §9): booking code and status, contact, every flight in
 * each airport's local time, passengers with their seats and extras per flight, the price lines
 * per passenger and flight with the payment's fee, the total and what was paid, and the notes. Labelled in `language` when the embedded
 * font draws its script, in English otherwise (see pdfLabelLanguage).
 *
 * @throws TypeError when the document is inconsistent (see assertItineraryDocument).
 */
export async function renderItineraryPdf(doc: ItineraryDocument, language: Language): Promise<Buffer> {
  assertItineraryDocument(doc);
  const labelLanguage = pdfLabelLanguage(language);
  const labels = ITINERARY_LABELS[labelLanguage];
  const pdf = createPdfDocument({
    title: `${labels.documentTitle} ${doc.locator}`,
    language: labelLanguage,
    createdAt: new Date(doc.issuedAt),
  });
  const cursor = new PdfCursor(pdf);
  drawHeader(cursor, doc, labels);
  drawFlights(cursor, doc, labelLanguage, labels);
  drawPassengers(cursor, doc, labelLanguage, labels);
  drawCharges(cursor, doc, labelLanguage, labels);
  drawNotes(cursor, doc, labels);
  drawFooters(pdf, (page, pages) => `Skybook · ${doc.locator} · ${labels.pageOf(page, pages)}`);
  return finishPdf(pdf);
}

function drawHeader(cursor: PdfCursor, doc: ItineraryDocument, labels: ItineraryLabels): void {
  drawBrandBand(cursor, {
    title: labels.documentTitle,
    referenceLabel: labels.bookingCode,
    reference: doc.locator,
    referenceSize: SIZE.title + 4,
  });

  const entries: [string, string][] = [
    [labels.bookingStatus, statusLabel(doc, labels)],
    [labels.bookingDate, formatAirlineDateTime(doc.bookedAt)],
  ];
  if (doc.status === 'Unpaid' && doc.holdExpiresAt !== null) {
    entries.push([labels.payBefore, formatAirlineDateTime(doc.holdExpiresAt)]);
  }
  entries.push([labels.issuedOn, formatAirlineDateTime(doc.issuedAt)]);
  cursor.pairs(entries);

  cursor.section(labels.contact);
  cursor.pairs([
    [labels.name, doc.contact.name],
    [labels.phone, doc.contact.phone],
    [labels.email, doc.contact.email],
  ]);
}

function drawFlights(
  cursor: PdfCursor,
  doc: ItineraryDocument,
  language: Language,
  labels: ItineraryLabels,
): void {
  cursor.section(labels.flights);
  cursor.paragraph(labels.localTimes, { size: SIZE.small, color: COLOR.muted });
  for (const journey of journeyViews(doc, language)) {
    cursor.gap(6);
    cursor.ensureSpace(60);
    cursor.paragraph(`${journey.title} · ${labels.fare}: ${journey.fareFamily}`, { bold: true });
    cursor.gap(2);
    cursor.table(
      [
        { header: labels.flight, share: 1.1 },
        { header: labels.from, share: 2.4 },
        { header: labels.departs, share: 1.5 },
        { header: labels.to, share: 2.4 },
        { header: labels.arrives, share: 1.5 },
        { header: labels.aircraft, share: 1.4 },
      ],
      journey.segments.map((segment): Cell[] => [
        { text: segment.flight, bold: true },
        `${segment.departure.city} (${segment.departure.code})\n${segment.departure.airport}`,
        `${segment.departure.time}\n${segment.departure.date}\n${segment.departure.offset}`,
        `${segment.arrival.city} (${segment.arrival.code})\n${segment.arrival.airport}`,
        `${segment.arrival.time}\n${segment.arrival.date}\n${segment.arrival.offset}`,
        segment.aircraft,
      ]),
    );
  }
}

function drawPassengers(
  cursor: PdfCursor,
  doc: ItineraryDocument,
  language: Language,
  labels: ItineraryLabels,
): void {
  cursor.section(labels.passengers);
  const rows: Cell[][] = [];
  for (const passenger of doc.passengers) {
    const name = passengerLabel(passenger, labels);
    const type = labels.passengerTypes[passenger.type];
    const { flights, tripExtras } = passengerFlights(passenger, doc, language, labels);
    flights.forEach((flight, index) => {
      rows.push([
        index === 0 ? { text: name, bold: true } : '',
        index === 0 ? type : '',
        flight.flight,
        flight.seat,
        flight.extras.length > 0 ? flight.extras.join(', ') : labels.noExtras,
      ]);
    });
    if (tripExtras.length > 0) rows.push(['', '', labels.wholeTrip, '', tripExtras.join(', ')]);
  }
  cursor.table(
    [
      { header: labels.passengers, share: 2.6 },
      { header: '', share: 1.1 },
      { header: labels.flight, share: 2 },
      { header: labels.seat, share: 1 },
      { header: labels.extras, share: 3.3 },
    ],
    rows,
  );
}

function amountCell(amountMinor: number, currency: CurrencyCode, locale: string, bold = false): Cell {
  return {
    runs: amountParts(amountMinor, currency, locale).map((part) => ({
      text: part.text,
      bold: bold || part.role === 'main',
      size: part.role === 'minor' ? SIZE.small : SIZE.body,
    })),
  };
}

function drawCharges(
  cursor: PdfCursor,
  doc: ItineraryDocument,
  language: Language,
  labels: ItineraryLabels,
): void {
  cursor.section(labels.charges);
  const price = priceView(doc, labels);
  const amount = (minor: number, bold = false) => amountCell(minor, price.currency, language, bold);
  const rows: Row[] = [];
  for (const group of price.groups) {
    rows.push({ cells: [{ text: group.title, bold: true }, ''], keepWithNext: true });
    for (const flight of group.flights) {
      rows.push({ cells: [{ text: `   ${flight.title}`, bold: true }, ''], keepWithNext: true });
      for (const line of flight.lines) rows.push([`      ${line.label}`, amount(line.amountMinor)]);
    }
    rows.push([{ text: `   ${labels.subtotal}`, bold: true }, amount(group.subtotalMinor, true)]);
  }
  if (price.pointsDiscount) rows.push([price.pointsDiscount.label, amount(price.pointsDiscount.amountMinor)]);
  if (price.fee) rows.push([price.fee.label, amount(price.fee.amountMinor)]);
  rows.push([{ text: labels.total, bold: true }, amount(price.totalMinor, true)]);
  rows.push([labels.paid, amount(price.paidMinor)]);
  rows.push([{ text: labels.toPay, bold: true }, amount(price.remainingMinor, true)]);
  cursor.table(
    [
      { header: '', share: 3 },
      { header: price.currency, share: 1.2, align: 'right' },
    ],
    rows,
  );
  cursor.gap(6);
  cursor.pairs([
    [labels.paymentMethod, doc.payment.methodName ?? labels.notChosen],
    [labels.paymentStatus, labels.payment[paymentDisplay(doc)]],
  ]);
}

function drawNotes(cursor: PdfCursor, doc: ItineraryDocument, labels: ItineraryLabels): void {
  cursor.section(labels.importantInformation);
  for (const note of importantNotes(doc, labels)) {
    cursor.bullet(note);
    cursor.gap(2);
  }
}
