import type { Language } from '@skybook/domain/languages';
import { pdfLabelLanguage } from '../itinerary-labels';
import {
  COLOR,
  FONT,
  SIZE,
  createPdfDocument,
  drawBrandBand,
  drawFooters,
  finishPdf,
  PdfCursor,
} from '../pdf-layout';
import { barcodePng, pngSize } from './barcode';
import type { BoardingPassDocument } from './boarding-pass';
import { BOARDING_PASS_LABELS, type BoardingPassLabels } from './boarding-pass-labels';
import {
  assertBoardingPasses,
  boardingPassNotes,
  boardingPassView,
  type BoardingPassView,
} from './boarding-pass-view';

export type BoardingPassPdfSize = 'a4' | 'phone';

export interface BoardingPassPdfOptions {
  language: Language;
  /** `a4` to print; `phone` a narrow page that fills a phone's screen at the gate. */
  size: BoardingPassPdfSize;
}

/** Page sizes in points (A4 portrait; a phone's screen) and how a pass is laid out on each. */
const PAGE = {
  a4: { size: [595.28, 841.89], margin: 40, columns: 4, barcodeWidth: 300 },
  phone: { size: [360, 720], margin: 16, columns: 2, barcodeWidth: 328 },
} as const;

const TILE_VALUE = 13;
const NAME = 16;
const AIRPORT_CODE = 26;

/** One fact of the grid: a small label over a large value, with an optional line under it. */
interface Tile {
  label: string;
  value: string;
  note?: string;
  /** Drawn in the brand's colour: what a traveller must not miss. */
  emphasis?: boolean;
}

/**
 * The boarding passes as a PDF, one page per pass in the order given (requirements §2 check-in
 * success): airline and title, passenger and infant, booking code, flight, route with city names,
 * date, departure on the origin airport's clock with its GMT offset, boarding and gate-closing
 * times, seat, sequence number, fare, the PDF417 barcode and the notes. Labelled in `language`
 * when the embedded font draws its script, in English otherwise (as the itinerary, see
 * pdfLabelLanguage).
 *
 * @throws TypeError when a pass is inconsistent (see assertBoardingPasses).
 */
export async function renderBoardingPassPdf(
  passes: readonly BoardingPassDocument[],
  options: BoardingPassPdfOptions,
): Promise<Buffer> {
  assertBoardingPasses(passes);
  const language = pdfLabelLanguage(options.language);
  const labels = BOARDING_PASS_LABELS[language];
  const page = PAGE[options.size];
  const pdf = createPdfDocument({
    title: `${labels.documentTitle} ${passes[0]?.locator ?? ''}`,
    language,
    createdAt: new Date(Math.max(...passes.map((pass) => Date.parse(pass.issuedAt)))),
    size: page.size,
    margin: page.margin,
  });
  const sheets = await Promise.all(passes.map(async (pass) => ({ pass, png: await barcodePng(pass.bcbp) })));
  sheets.forEach(({ pass, png }, index) => {
    if (index > 0) pdf.addPage();
    const view = boardingPassView(pass, language);
    const cursor = new PdfCursor(pdf);
    drawBrandBand(cursor, {
      title: labels.documentTitle,
      referenceLabel: labels.bookingCode,
      reference: view.locator,
    });
    drawPassenger(cursor, view, labels);
    drawRoute(cursor, view);
    drawTiles(cursor, tilesOf(view, labels), page.columns);
    drawBarcode(cursor, png, Math.min(page.barcodeWidth, cursor.width), labels);
    drawNotes(cursor, labels);
  });
  drawFooters(
    pdf,
    (number, count) => `Skybook · ${passes[number - 1]?.locator ?? ''} · ${labels.passOf(number, count)}`,
  );
  return finishPdf(pdf);
}

function drawPassenger(cursor: PdfCursor, view: BoardingPassView, labels: BoardingPassLabels): void {
  cursor.paragraph(labels.passenger, { size: SIZE.small, color: COLOR.muted });
  cursor.paragraph(view.passenger, { bold: true, size: NAME });
  if (view.infant !== null) {
    cursor.gap(2);
    cursor.paragraph(`${labels.infant}: ${view.infant}`, { bold: true });
  }
  cursor.gap(10);
}

/** The two airports side by side: big codes, the city, the airport's name; an arrow between. */
function drawRoute(cursor: PdfCursor, view: BoardingPassView): void {
  const { doc: pdf } = cursor;
  const arrowWidth = 40;
  const column = (cursor.width - arrowWidth) / 2;
  const top = cursor.y;
  const heights = [view.departure, view.arrival].map((point, index) => {
    const x = cursor.left + index * (column + arrowWidth);
    const align = index === 0 ? 'left' : 'right';
    let y = top;
    pdf.font(FONT.bold).fontSize(AIRPORT_CODE).fillColor(COLOR.ink);
    pdf.text(point.code, x, y, { width: column, align });
    y += pdf.heightOfString(point.code, { width: column });
    pdf.font(FONT.bold).fontSize(SIZE.section);
    pdf.text(point.city, x, y, { width: column, align });
    y += pdf.heightOfString(point.city, { width: column });
    pdf.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
    pdf.text(point.airport, x, y, { width: column, align });
    return y + pdf.heightOfString(point.airport, { width: column }) - top;
  });
  pdf
    .font(FONT.bold)
    .fontSize(AIRPORT_CODE - 6)
    .fillColor(COLOR.brand);
  pdf.text('→', cursor.left + column, top + 2, { width: arrowWidth, align: 'center' });
  cursor.y = top + Math.max(...heights) + 12;
}

function tilesOf(view: BoardingPassView, labels: BoardingPassLabels): Tile[] {
  const dated = (time: BoardingPassView['boarding']) =>
    time.otherDay === null ? {} : { note: time.otherDay };
  return [
    { label: labels.flight, value: view.flight },
    { label: labels.date, value: view.departure.date },
    { label: labels.departs, value: view.departure.time, note: view.departure.offset },
    { label: labels.arrives, value: view.arrival.time, note: `${view.arrival.date} ${view.arrival.offset}` },
    { label: labels.boarding, value: view.boarding.time, emphasis: true, ...dated(view.boarding) },
    { label: labels.gateCloses, value: view.gateCloses.time, emphasis: true, ...dated(view.gateCloses) },
    { label: labels.seat, value: view.seat, emphasis: true },
    { label: labels.sequence, value: view.sequence },
    { label: labels.fare, value: view.fareFamily },
  ];
}

/** The facts in a grid of `columns`, each row as tall as its tallest tile, a rule under each row. */
function drawTiles(cursor: PdfCursor, tiles: readonly Tile[], columns: number): void {
  const { doc: pdf } = cursor;
  const width = cursor.width / columns;
  const inner = width - 8;
  for (let start = 0; start < tiles.length; start += columns) {
    const row = tiles.slice(start, start + columns);
    const heights = row.map((tile) => {
      let height = cursor.textHeight(tile.label, inner, { size: SIZE.small }) + 2;
      height += cursor.textHeight(tile.value, inner, { bold: true, size: TILE_VALUE });
      if (tile.note !== undefined) height += cursor.textHeight(tile.note, inner, { size: SIZE.small });
      return height;
    });
    const rowHeight = Math.max(...heights) + 10;
    row.forEach((tile, index) => {
      const x = cursor.left + index * width;
      let y = cursor.y + 4;
      pdf
        .font(FONT.regular)
        .fontSize(SIZE.small)
        .fillColor(COLOR.muted)
        .text(tile.label, x, y, { width: inner });
      y += pdf.heightOfString(tile.label, { width: inner }) + 2;
      pdf
        .font(FONT.bold)
        .fontSize(TILE_VALUE)
        .fillColor(tile.emphasis ? COLOR.brand : COLOR.ink);
      pdf.text(tile.value, x, y, { width: inner });
      y += pdf.heightOfString(tile.value, { width: inner });
      if (tile.note !== undefined) {
        pdf
          .font(FONT.regular)
          .fontSize(SIZE.small)
          .fillColor(COLOR.muted)
          .text(tile.note, x, y, { width: inner });
      }
    });
    cursor.y += rowHeight;
    pdf
      .moveTo(cursor.left, cursor.y)
      .lineTo(cursor.left + cursor.width, cursor.y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
  }
  cursor.gap(14);
}

/** The PDF417 symbol centred at `width` points, and what to do with it under it. */
function drawBarcode(cursor: PdfCursor, png: Buffer, width: number, labels: BoardingPassLabels): void {
  const { doc: pdf } = cursor;
  const image = pngSize(png);
  const height = (image.height * width) / image.width;
  pdf.image(png, cursor.left + (cursor.width - width) / 2, cursor.y, { width, height });
  cursor.y += height + 6;
  cursor.paragraph(labels.showBarcode, { size: SIZE.small, color: COLOR.muted, align: 'center' });
  cursor.gap(8);
}

function drawNotes(cursor: PdfCursor, labels: BoardingPassLabels): void {
  for (const note of boardingPassNotes(labels)) {
    cursor.bullet(note, { size: SIZE.small });
    cursor.gap(3);
  }
}
