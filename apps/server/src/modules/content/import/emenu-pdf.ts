/*
 * The downloadable in-flight menu (requirements §2 Content: e-menu, PDF download), written by hand as a
 * small PDF 1.4 file: no PDF library is installed (design §4 names pdfkit or pdf-lib; when one
 * arrives it can replace this file). Text uses the standard Helvetica fonts with WinAnsi encoding,
 * so nothing is embedded and the file stays a few kilobytes; a character WinAnsi lacks (most
 * Vietnamese letters with two marks) is written without its marks, and `foldMarks` writes the
 * whole text that way so a Vietnamese page reads evenly. Output is deterministic: the same menu
 * gives the same bytes, so a re-import leaves the stored file alone.
 */

export interface EmenuPdfItem {
  name: string;
  description: string;
  /** Formatted, e.g. `65.000 VND`. */
  price: string;
}

export interface EmenuPdfDocument {
  title: string;
  intro: string;
  footnote: string;
  sections: { name: string; items: EmenuPdfItem[] }[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const PRICE_X = 452;
const BOTTOM = 72;

/** WinAnsiEncoding (PDF 1.7 Annex D) codes 0x80–0x9F that differ from Latin-1. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function stripMarks(character: string): string {
  return character
    .replace(/[đĐ]/g, (letter) => (letter === 'đ' ? 'd' : 'D'))
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** The text as a PDF literal string body in WinAnsi, with octal escapes so the file stays ASCII. */
function encodeText(text: string, foldMarks: boolean): string {
  let out = '';
  for (const original of text) {
    const candidates = foldMarks ? [stripMarks(original)] : [original, stripMarks(original)];
    let code: number | undefined;
    for (const candidate of candidates) {
      if (candidate.length !== 1) continue;
      const point = candidate.codePointAt(0) ?? 0;
      code =
        WIN_ANSI_EXTRA[candidate] ??
        ((point >= 0x20 && point < 0x7f) || (point >= 0xa0 && point <= 0xff) ? point : undefined);
      if (code !== undefined) break;
    }
    code ??= 0x3f; // '?'
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code >= 0x20 && code < 0x7f) out += String.fromCharCode(code);
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return out;
}

/** Splits text into lines of at most `width` characters (Helvetica averages about half an em). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

interface Run {
  font: 'F1' | 'F2';
  size: number;
  x: number;
  text: string;
  gray: number;
}

/** Lays the menu out on A4 pages: a list of text runs per page, each with its baseline. */
function layout(document: EmenuPdfDocument): { y: number; run: Run }[][] {
  const pages: { y: number; run: Run }[][] = [[]];
  let y = PAGE_HEIGHT - 120;
  const current = () => pages[pages.length - 1] ?? [];
  const need = (height: number) => {
    if (y - height < BOTTOM) {
      pages.push([]);
      y = PAGE_HEIGHT - 90;
    }
  };
  const put = (run: Run, advance: number) => {
    current().push({ y, run });
    y -= advance;
  };
  for (const line of wrap(document.intro, 92))
    put({ font: 'F1', size: 10, x: MARGIN, text: line, gray: 0.2 }, 14);
  y -= 10;
  for (const section of document.sections) {
    need(60);
    put({ font: 'F2', size: 13, x: MARGIN, text: section.name, gray: 0 }, 20);
    for (const item of section.items) {
      const description = wrap(item.description, 74);
      need(16 + description.length * 12);
      current().push({ y, run: { font: 'F2', size: 10, x: PRICE_X, text: item.price, gray: 0 } });
      put({ font: 'F2', size: 10, x: MARGIN, text: item.name, gray: 0 }, 13);
      for (const line of description) put({ font: 'F1', size: 9, x: MARGIN, text: line, gray: 0.35 }, 12);
      y -= 6;
    }
    y -= 8;
  }
  return pages;
}

function pageContent(
  runs: { y: number; run: Run }[],
  document: EmenuPdfDocument,
  pageNumber: number,
  pageCount: number,
  foldMarks: boolean,
): string {
  const text = (run: Run, y: number) =>
    `BT /${run.font} ${run.size} Tf ${run.gray} g ${run.x} ${y} Td (${encodeText(run.text, foldMarks)}) Tj ET`;
  const lines = [
    // The red band with the title in white.
    `0.843 0.149 0.239 rg 0 ${PAGE_HEIGHT - 72} ${PAGE_WIDTH} 72 re f`,
    `BT /F2 20 Tf 1 g ${MARGIN} ${PAGE_HEIGHT - 46} Td (${encodeText(document.title, foldMarks)}) Tj ET`,
    ...runs.map(({ y, run }) => text(run, y)),
    `0.8 G 0.5 w ${MARGIN} 52 m ${PAGE_WIDTH - MARGIN} 52 l S`,
    text({ font: 'F1', size: 8, x: MARGIN, text: document.footnote, gray: 0.35 }, 38),
    text(
      { font: 'F1', size: 8, x: PAGE_WIDTH - MARGIN - 20, text: `${pageNumber}/${pageCount}`, gray: 0.35 },
      38,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** The menu as the bytes of a PDF file. */
export function renderEmenuPdf(document: EmenuPdfDocument, options: { foldMarks: boolean }): Buffer {
  const pages = layout(document);
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pageTree = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${encodeText(document.title, options.foldMarks)}) /Producer (Skybook) >>`);
  const pageIds = pages.map((runs, index) => {
    const content = pageContent(runs, document, index + 1, pages.length, options.foldMarks);
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`);
    return add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let file = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(file, 'latin1'));
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(file, 'latin1');
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}
