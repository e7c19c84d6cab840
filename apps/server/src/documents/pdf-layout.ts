import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The drawing kit of the itinerary PDF: the embedded fonts, a vertical cursor that starts a new
 * page when a block would not fit, section titles, label–value pairs and tables whose header row
 * repeats on every page they run onto.
 */

const require = createRequire(import.meta.url);

/** Registered font names; DejaVu Sans draws Vietnamese diacritics and Cyrillic. */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

/** The DejaVu Sans files from the dejavu-fonts-ttf package, read once. */
function loadFonts(): { regular: Buffer; bold: Buffer } {
  fontBytes ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontBytes;
}

export const COLOR = {
  brand: '#b8141b',
  ink: '#1c1c1e',
  muted: '#55555e',
  rule: '#e2e2e6',
  band: '#f4f4f6',
  onBrand: '#ffffff',
} as const;

export const SIZE = { title: 18, section: 12, body: 9, small: 7.5 } as const;

const MARGIN = 40;
const CELL_PADDING = 4;

export interface PdfDocumentOptions {
  title: string;
  language: string;
  createdAt: Date;
  /** Page width and height in points; A4 portrait (requirements §9) when not given. */
  size?: readonly [number, number];
  /** Margin on every side in points (40 when not given). */
  margin?: number;
}

/** A4 portrait (requirements §9) with the fonts registered and pages buffered for the footers. */
export function createPdfDocument(options: PdfDocumentOptions): PDFKit.PDFDocument {
  const margin = options.margin ?? MARGIN;
  const doc = new PDFDocument({
    size: options.size ? [...options.size] : 'A4',
    layout: 'portrait',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    lang: options.language,
    displayTitle: true,
    info: {
      Title: options.title,
      Author: 'Skybook',
      Creator: 'Skybook',
      CreationDate: options.createdAt,
    },
  });
  const fonts = loadFonts();
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.ink);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
    doc.end();
  });
}

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

function applyStyle(doc: PDFKit.PDFDocument, style: TextStyle): void {
  doc
    .font(style.bold ? FONT.bold : FONT.regular)
    .fontSize(style.size ?? SIZE.body)
    .fillColor(style.color ?? COLOR.ink);
}

/** A column of a table: its share of the content width and how its cells align. */
export interface Column {
  header: string;
  share: number;
  align?: 'left' | 'right';
}

/** A cell: plain text, or runs of differently styled text on one line (an amount). */
export type Cell = string | { runs: readonly Run[] } | { text: string; bold?: boolean };

/** A row of cells; `keepWithNext` moves it to the next page with the row after it (a group title). */
export type Row = readonly Cell[] | { cells: readonly Cell[]; keepWithNext: true };

function cellsOf(row: Row): readonly Cell[] {
  return 'cells' in row ? row.cells : row;
}

export interface Run {
  text: string;
  bold?: boolean;
  size?: number;
}

/** Where the next block goes; adds a page when a block would cross the bottom margin. */
export class PdfCursor {
  y: number;

  constructor(readonly doc: PDFKit.PDFDocument) {
    this.y = doc.page.margins.top;
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** The lowest y content may reach; the footer lives below it. */
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom - 14;
  }

  /** Starts a new page unless `height` more points fit on this one; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
    return true;
  }

  gap(points: number): void {
    this.y += points;
  }

  textHeight(text: string, width: number, style: TextStyle = {}): number {
    applyStyle(this.doc, style);
    return this.doc.heightOfString(text, { width });
  }

  /** Draws wrapped text at the cursor (or at x, with a width) and moves below it. */
  paragraph(text: string, style: TextStyle = {}, x = this.left, width = this.width): void {
    const height = this.textHeight(text, width, style);
    this.ensureSpace(height);
    applyStyle(this.doc, style);
    this.doc.text(text, x, this.y, { width, align: style.align ?? 'left' });
    this.y += height;
  }

  /** A bulleted paragraph whose wrapped lines align with its first word. */
  bullet(text: string, style: TextStyle = {}): void {
    const indent = 10;
    const height = this.textHeight(text, this.width - indent, style);
    this.ensureSpace(height);
    applyStyle(this.doc, style);
    this.doc.text('•', this.left, this.y, { lineBreak: false });
    this.doc.text(text, this.left + indent, this.y, { width: this.width - indent });
    this.y += height;
  }

  /** A section title with a rule under it, kept with at least `keepWith` points of what follows. */
  section(title: string, keepWith = 40): void {
    this.gap(10);
    const height = this.textHeight(title, this.width, { bold: true, size: SIZE.section }) + 6;
    this.ensureSpace(height + keepWith);
    this.paragraph(title, { bold: true, size: SIZE.section, color: COLOR.brand });
    this.doc
      .moveTo(this.left, this.y + 2)
      .lineTo(this.left + this.width, this.y + 2)
      .lineWidth(0.75)
      .strokeColor(COLOR.brand)
      .stroke();
    this.gap(6);
  }

  /** Label–value pairs, two pairs per line. */
  pairs(entries: readonly (readonly [string, string])[]): void {
    const half = this.width / 2;
    const labelWidth = half * 0.42;
    for (let index = 0; index < entries.length; index += 2) {
      const line = entries.slice(index, index + 2);
      const height = Math.max(
        ...line.map(([label, value]) =>
          Math.max(
            this.textHeight(label, labelWidth - CELL_PADDING, { color: COLOR.muted }),
            this.textHeight(value, half - labelWidth - CELL_PADDING, { bold: true }),
          ),
        ),
      );
      this.ensureSpace(height + 3);
      line.forEach(([label, value], column) => {
        const x = this.left + column * half;
        applyStyle(this.doc, { color: COLOR.muted });
        this.doc.text(label, x, this.y, { width: labelWidth - CELL_PADDING });
        applyStyle(this.doc, { bold: true });
        this.doc.text(value, x + labelWidth, this.y, { width: half - labelWidth - CELL_PADDING });
      });
      this.y += height + 3;
    }
  }

  /** A table with a shaded header row repeated on each page it runs onto. */
  table(columns: readonly Column[], rows: readonly Row[]): void {
    const totalShare = columns.reduce((sum, column) => sum + column.share, 0);
    const widths = columns.map((column) => (this.width * column.share) / totalShare);
    const drawHeader = (): void => {
      const height =
        Math.max(
          ...columns.map((column, index) =>
            this.textHeight(column.header, (widths[index] ?? 0) - 2 * CELL_PADDING, { bold: true }),
          ),
        ) +
        2 * CELL_PADDING;
      this.ensureSpace(height + 16);
      this.doc.rect(this.left, this.y, this.width, height).fill(COLOR.band);
      this.drawCells(
        columns.map((column) => ({ text: column.header, bold: true })),
        columns,
        widths,
      );
      this.y += height;
    };
    drawHeader();
    rows.forEach((row, index) => {
      const cells = cellsOf(row);
      const height = this.rowHeight(cells, widths);
      const next = rows[index + 1];
      const keep = 'cells' in row && next ? this.rowHeight(cellsOf(next), widths) : 0;
      if (this.ensureSpace(height + keep)) drawHeader();
      this.drawCells(cells, columns, widths);
      this.y += height;
      this.doc
        .moveTo(this.left, this.y)
        .lineTo(this.left + this.width, this.y)
        .lineWidth(0.5)
        .strokeColor(COLOR.rule)
        .stroke();
    });
  }

  private rowHeight(row: readonly Cell[], widths: readonly number[]): number {
    const heights = row.map((cell, index) => {
      const width = (widths[index] ?? 0) - 2 * CELL_PADDING;
      if (typeof cell === 'string') return this.textHeight(cell, width);
      if ('runs' in cell) return Math.max(...cell.runs.map((run) => this.textHeight(run.text, width, run)));
      return this.textHeight(cell.text, width, { bold: cell.bold });
    });
    return Math.max(...heights) + 2 * CELL_PADDING;
  }

  private drawCells(row: readonly Cell[], columns: readonly Column[], widths: readonly number[]): void {
    let x = this.left;
    row.forEach((cell, index) => {
      const width = (widths[index] ?? 0) - 2 * CELL_PADDING;
      const align = columns[index]?.align ?? 'left';
      const y = this.y + CELL_PADDING;
      if (typeof cell === 'object' && 'runs' in cell) {
        this.drawRuns(cell.runs, x + CELL_PADDING, y, width, align);
      } else {
        const text = typeof cell === 'string' ? cell : cell.text;
        applyStyle(this.doc, { bold: typeof cell === 'object' && cell.bold === true });
        this.doc.text(text, x + CELL_PADDING, y, { width, align });
      }
      x += widths[index] ?? 0;
    });
  }

  /** Runs on one baseline, right-aligned or left-aligned within `width`. */
  private drawRuns(runs: readonly Run[], x: number, y: number, width: number, align: 'left' | 'right'): void {
    const measured = runs.map((run) => {
      applyStyle(this.doc, run);
      return { run, width: this.doc.widthOfString(run.text) };
    });
    const total = measured.reduce((sum, item) => sum + item.width, 0);
    let runX = align === 'right' ? x + width - total : x;
    const baselineSize = Math.max(...runs.map((run) => run.size ?? SIZE.body));
    for (const { run, width: runWidth } of measured) {
      applyStyle(this.doc, run);
      // Smaller runs sit on the same baseline as the largest one.
      const drop = (baselineSize - (run.size ?? SIZE.body)) * 0.8;
      this.doc.text(run.text, runX, y + drop, { lineBreak: false });
      runX += runWidth;
    }
  }
}

/** Writes `footer(page, pages)` at the bottom of every buffered page. */
export interface BrandBand {
  /** Under the airline's name: what the document is. */
  readonly title: string;
  /** At the right, small: what the reference is (booking code, certificate number). */
  readonly referenceLabel: string;
  readonly reference: string;
  /** The reference's font size (the title's size by default). */
  readonly referenceSize?: number;
}

/**
 * The red band at the top of the airline's documents: its name and the document's title at the
 * left, the document's reference at the right; the cursor moves below it.
 */
export function drawBrandBand(cursor: PdfCursor, band: BrandBand): void {
  const { doc: pdf } = cursor;
  const bandHeight = 58;
  const referenceSize = band.referenceSize ?? SIZE.title;
  pdf.rect(0, 0, pdf.page.width, bandHeight + cursor.y).fill(COLOR.brand);
  pdf
    .font(FONT.bold)
    .fontSize(SIZE.title)
    .fillColor(COLOR.onBrand)
    .text('Skybook', cursor.left, cursor.y + 8, { lineBreak: false });
  pdf
    .font(FONT.regular)
    .fontSize(SIZE.section)
    .text(band.title, cursor.left, cursor.y + 34, { lineBreak: false });
  pdf
    .fontSize(SIZE.body)
    .text(band.referenceLabel, cursor.left, cursor.y + 6, { width: cursor.width, align: 'right' });
  pdf
    .font(FONT.bold)
    .fontSize(referenceSize)
    .text(band.reference, cursor.left, cursor.y + 22 - (referenceSize - SIZE.title) / 2, {
      width: cursor.width,
      align: 'right',
    });
  cursor.y += bandHeight + 12;
}

export function drawFooters(doc: PDFKit.PDFDocument, footer: (page: number, pages: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Text below the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    applyStyle(doc, { size: SIZE.small, color: COLOR.muted });
    doc.text(
      footer(index - range.start + 1, range.count),
      doc.page.margins.left,
      doc.page.height - bottomMargin + 6,
      {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = bottomMargin;
  }
}
