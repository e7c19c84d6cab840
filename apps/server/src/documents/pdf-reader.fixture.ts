import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader for tests of what pdfkit writes: the objects with their
 * dictionaries and (inflated) streams, the pages, and the characters each embedded font's
 * ToUnicode map covers. Text is not extracted (glyph ids would need the font's cmap); the
 * ToUnicode map is what proves a character was drawn with a real glyph, because pdfkit records
 * nothing there for a character the font lacks.
 */
export interface PdfObject {
  id: number;
  dictionary: string;
  stream: Buffer | undefined;
}

export interface PdfSummary {
  header: string;
  endsWithEof: boolean;
  objects: PdfObject[];
  pageCount: number;
  pages: PdfObject[];
  /** BaseFont name (subset tag removed) → characters its ToUnicode map covers. */
  fonts: Map<string, Set<string>>;
  catalog: PdfObject | undefined;
}

export function readPdf(bytes: Buffer): PdfSummary {
  const text = bytes.toString('latin1');
  const objects: PdfObject[] = [];
  const pattern = /(\d+) 0 obj\s*/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream\n');
    const dictionary = (streamAt === -1 ? body : body.slice(0, streamAt)).replace(/\s+/g, ' ');
    let stream: Buffer | undefined;
    if (streamAt !== -1) {
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
      const from = streamAt + 'stream\n'.length;
      const raw = Buffer.from(body.slice(from, from + length), 'latin1');
      stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.push({ id: Number(match[1]), dictionary, stream });
  }
  const byId = new Map(objects.map((object) => [object.id, object]));
  const pages = objects.filter((object) => /\/Type \/Page\b(?!s)/.test(object.dictionary));
  const pageTree = objects.find((object) => object.dictionary.includes('/Type /Pages'));
  const fonts = new Map<string, Set<string>>();
  for (const object of objects) {
    const font = /\/Subtype \/Type0 \/BaseFont \/[A-Z]{6}\+(\S+)[\s\S]*\/ToUnicode (\d+) 0 R/.exec(
      object.dictionary,
    );
    if (!font?.[1] || !font[2]) continue;
    const cmap = byId.get(Number(font[2]))?.stream?.toString('latin1') ?? '';
    fonts.set(font[1], charactersOf(cmap));
  }
  return {
    header: text.slice(0, 8),
    endsWithEof: text.trimEnd().endsWith('%%EOF'),
    objects,
    pageCount: Number(/\/Count (\d+)/.exec(pageTree?.dictionary ?? '')?.[1]),
    pages,
    fonts,
    catalog: objects.find((object) => object.dictionary.includes('/Type /Catalog')),
  };
}

/** The characters a ToUnicode CMap's bfrange arrays map glyphs to. */
function charactersOf(cmap: string): Set<string> {
  const characters = new Set<string>();
  for (const array of cmap.matchAll(/\[([^\]]*)\]/g)) {
    for (const entry of (array[1] ?? '').matchAll(/<([0-9a-fA-F ]+)>/g)) {
      const units = (entry[1] ?? '')
        .trim()
        .split(/\s+/)
        .map((hex) => Number.parseInt(hex, 16));
      const value = String.fromCharCode(...units);
      if (value === '\0') continue;
      // A ligature glyph maps to several characters; each of them was drawn.
      characters.add(value);
      for (const character of Array.from(value)) characters.add(character);
    }
  }
  return characters;
}

/** The characters of `text` a font's ToUnicode map lacks (spaces aside). */
export function missingCharacters(covered: ReadonlySet<string> | undefined, text: string): string[] {
  // Code points, not grapheme clusters: the map holds code points too.
  const characters = Array.from(text);
  return [...new Set(characters.filter((character) => character.trim() !== '' && !covered?.has(character)))];
}
