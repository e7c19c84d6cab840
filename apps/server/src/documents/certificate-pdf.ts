import type { CertificateDto, CertificateSegment, LocalInstant } from '@skybook/contracts/certificate';
import { formatLocalInstant } from '@skybook/domain/flight-operation';
import type { Language } from '@skybook/domain/languages';
import { CERTIFICATE_LABELS, type CertificateLabels } from './certificate-labels';
import { pdfLabelLanguage } from './itinerary-labels';
import { formatAirlineDateTime } from './itinerary-view';
import {
  COLOR,
  SIZE,
  createPdfDocument,
  drawBrandBand,
  drawFooters,
  finishPdf,
  PdfCursor,
  type Cell,
} from './pdf-layout';

/**
 * The flight-operation certificate as an A4 portrait PDF: the airline, the certificate number,
 * the certifying statement, the passengers, each flight's scheduled and actual local times with
 * its status, delay and reason, and the issue date. Labelled in `language` when the embedded font
 * draws its script, in English otherwise (as the itinerary).
 */
export async function renderCertificatePdf(certificate: CertificateDto, language: Language): Promise<Buffer> {
  const labelLanguage = pdfLabelLanguage(language);
  const labels = CERTIFICATE_LABELS[labelLanguage];
  const pdf = createPdfDocument({
    title: `${labels.documentTitle} ${certificate.certificateNumber}`,
    language: labelLanguage,
    createdAt: new Date(certificate.issuedAt),
  });
  const cursor = new PdfCursor(pdf);
  drawHeader(cursor, certificate, labels);
  cursor.section(labels.passengers);
  for (const passenger of certificate.passengers) cursor.bullet(passenger.name, { bold: true });
  drawFlights(cursor, certificate, labels);
  cursor.gap(14);
  cursor.paragraph(labels.closing);
  cursor.gap(18);
  cursor.paragraph('Skybook', { bold: true, size: SIZE.section, color: COLOR.brand });
  cursor.paragraph(`${labels.issuedOn}: ${formatAirlineDateTime(certificate.issuedAt)}`, {
    color: COLOR.muted,
  });
  drawFooters(
    pdf,
    (page, pages) => `Skybook · ${certificate.certificateNumber} · ${labels.pageOf(page, pages)}`,
  );
  return finishPdf(pdf);
}

function drawHeader(cursor: PdfCursor, certificate: CertificateDto, labels: CertificateLabels): void {
  drawBrandBand(cursor, {
    title: labels.documentTitle,
    referenceLabel: labels.certificateNumber,
    reference: certificate.certificateNumber,
  });
  cursor.pairs([
    [labels.bookingCode, certificate.locator],
    [labels.issuedOn, formatAirlineDateTime(certificate.issuedAt)],
  ]);
  cursor.gap(8);
  cursor.paragraph(labels.statement(certificate.locator));
}

function timesCell(
  labels: CertificateLabels,
  departure: LocalInstant | null,
  arrival: LocalInstant | null,
): string {
  if (departure === null || arrival === null) return '—';
  // Label and time on lines of their own: a time (`09:35 26/11/2026`) just fits the column.
  return [
    labels.departs,
    formatLocalInstant(departure.local),
    labels.arrives,
    formatLocalInstant(arrival.local),
  ].join('\n');
}

function segmentRow(segment: CertificateSegment, labels: CertificateLabels): Cell[] {
  const operation = segment.operation;
  return [
    { text: segment.flightNumber, bold: true },
    `${segment.origin.city} (${segment.origin.code})\n→ ${segment.destination.city} (${segment.destination.code})`,
    timesCell(labels, segment.scheduledDeparture, segment.scheduledArrival),
    operation ? timesCell(labels, operation.actualDeparture, operation.actualArrival) : '—',
    { text: operation ? labels.statuses[operation.status] : labels.notRecorded, bold: true },
    operation && operation.status !== 'cancelled' ? labels.minutes(operation.delayMinutes) : '—',
    operation?.reason ? labels.reasons[operation.reason] : '—',
  ];
}

function drawFlights(cursor: PdfCursor, certificate: CertificateDto, labels: CertificateLabels): void {
  cursor.section(labels.flights);
  cursor.paragraph(labels.localTimes, { size: SIZE.small, color: COLOR.muted });
  cursor.gap(4);
  cursor.table(
    [
      { header: labels.flight, share: 1 },
      { header: labels.route, share: 2 },
      { header: labels.scheduled, share: 1.85 },
      { header: labels.actual, share: 1.85 },
      { header: labels.status, share: 1.2 },
      { header: labels.delay, share: 0.95 },
      { header: labels.reason, share: 1.75 },
    ],
    certificate.segments.map((segment) => segmentRow(segment, labels)),
  );
}
