import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader sees it, for tests: Mozilla's PDF.js decodes the embedded fonts'
 * glyphs back to characters, and the pieces on one baseline become one line, left to right. Pieces
 * that touch (an amount drawn as `1.250`, `.000` and ` ₫` in two sizes) join as drawn, a space's
 * gap reads as a space, and a wider gap (between two table cells) as ` | `.
 */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const pieces = content.items
      .flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item] : []))
      .map((item) => ({
        text: item.str,
        x: item.transform[4] as number,
        y: item.transform[5] as number,
        width: item.width,
      }));
    // Top of the page first; pieces within 3 points of a line's baseline sit on it (a smaller run
    // of an amount is drawn a little lower).
    pieces.sort((a, b) => b.y - a.y || a.x - b.x);
    const rows: (typeof pieces)[] = [];
    for (const piece of pieces) {
      const row = rows.find((candidate) => Math.abs((candidate[0]?.y ?? 0) - piece.y) <= 3);
      if (row) row.push(piece);
      else rows.push([piece]);
    }
    for (const row of rows) {
      row.sort((a, b) => a.x - b.x);
      let line = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const piece of row) {
        const gap = piece.x - end;
        line += line === '' ? piece.text : `${gap > 6 ? ' | ' : gap > 1 ? ' ' : ''}${piece.text}`;
        end = piece.x + piece.width;
      }
      lines.push(line.trim());
    }
    page.cleanup();
  }
  await pdf.destroy();
  return lines;
}
