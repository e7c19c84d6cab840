import type { Language } from '@skybook/domain/languages';
import { localized } from '../i18n/localized';
import { amountParts } from './amount-display';
import {
  allSegments,
  assertItineraryDocument,
  chargeGroups,
  remainingMinor,
  seatOn,
  totalMinor,
  type ItineraryDocument,
} from './itinerary';
import { ITINERARY_LABELS, pdfLabelLanguage, type ItineraryLabels } from './itinerary-labels';
import {
  extraLabel,
  formatAirlineDateTime,
  importantNotes,
  journeyViews,
  passengerLabel,
  paymentDisplay,
  segmentView,
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
 * The itinerary as an A4 portrait PDF (SPEC §9): booking code and status, contact, every flight in
 * each airport's local time, passengers with their seats and extras per flight, the price per
 * passenger with totals, the payment, and the notes. Labelled in `language` when the embedded
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
  const segments = allSegments(doc);
  const rows: Cell[][] = [];
  for (const passenger of doc.passengers) {
    const name = passengerLabel(passenger, labels);
    const type = labels.passengerTypes[passenger.type];
    segments.forEach((segment, index) => {
      const view = segmentView(segment, language);
      const extras = passenger.extras
        .filter((extra) => extra.segmentKey === segment.key)
        .map((extra) => extraLabel(extra, language));
      rows.push([
        index === 0 ? { text: name, bold: true } : '',
        index === 0 ? type : '',
        `${view.flight} ${view.departure.code}–${view.arrival.code}`,
        passenger.type === 'infant' ? '—' : (seatOn(passenger, segment.key) ?? labels.seatNotChosen),
        extras.length > 0 ? extras.join(', ') : labels.noExtras,
      ]);
    });
    for (const journey of doc.journeys) {
      const extras = passenger.extras.filter(
        (extra) => extra.segmentKey === null && extra.journeyKey === journey.key,
      );
      if (extras.length === 0) continue;
      const first = journey.segments[0];
      const last = journey.segments.at(-1);
      const route = first && last ? `${first.origin.code}–${last.destination.code}` : journey.key;
      rows.push([
        '',
        '',
        `${labels.wholeJourney} ${route}`,
        '',
        extras.map((extra) => extraLabel(extra, language)).join(', '),
      ]);
    }
    const tripExtras = passenger.extras.filter(
      (extra) => extra.segmentKey === null && extra.journeyKey === null,
    );
    if (tripExtras.length > 0) {
      rows.push([
        '',
        '',
        labels.wholeTrip,
        '',
        tripExtras.map((extra) => extraLabel(extra, language)).join(', '),
      ]);
    }
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

function amountCell(amountMinor: number, doc: ItineraryDocument, locale: string, bold = false): Cell {
  return {
    runs: amountParts(amountMinor, doc.currency, locale).map((part) => ({
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
  const rows: Row[] = [];
  for (const group of chargeGroups(doc)) {
    const title = group.passenger ? passengerLabel(group.passenger, labels) : labels.bookingCharges;
    rows.push({ cells: [{ text: title, bold: true }, ''], keepWithNext: true });
    for (const line of group.lines) {
      rows.push([`   ${localized(language, line.description)}`, amountCell(line.amountMinor, doc, language)]);
    }
    rows.push([
      { text: `   ${labels.subtotal}`, bold: true },
      amountCell(group.subtotalMinor, doc, language, true),
    ]);
  }
  rows.push([{ text: labels.total, bold: true }, amountCell(totalMinor(doc), doc, language, true)]);
  rows.push([labels.paid, amountCell(doc.payment.paidMinor, doc, language)]);
  rows.push([{ text: labels.toPay, bold: true }, amountCell(remainingMinor(doc), doc, language, true)]);
  cursor.table(
    [
      { header: '', share: 3 },
      { header: doc.currency, share: 1.2, align: 'right' },
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
