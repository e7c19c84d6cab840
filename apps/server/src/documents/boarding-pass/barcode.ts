import { toBuffer, toSVG, type RenderOptions } from 'bwip-js/node';

/**
 * The boarding pass's PDF417 symbol (the symbology Resolution 792 sets for printed and e-mailed
 * passes) of a BCBP string, drawn by bwip-js: SVG for pages, PNG for the PDF and the e-mail. The
 * image is black on opaque white with a quiet zone around it, so a dark-mode mail client or a
 * dark phone screen never puts the bars on a dark background a gate reader cannot see.
 */

/** Module size in pixels of the PNG: the e-mail shows it at 1:1, the PDF scales it down crisply. */
export const BARCODE_PNG_SCALE = 3;

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

function pdf417Options(bcbp: string): RenderOptions {
  if (!PRINTABLE_ASCII.test(bcbp)) throw new TypeError('A BCBP string is printable ASCII and not empty');
  return {
    bcid: 'pdf417',
    text: bcbp,
    // Two modules of quiet zone each side, as ISO/IEC 15438 asks of PDF417.
    paddingwidth: 2,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
    barcolor: '000000',
  };
}

/** The symbol as an SVG document (scales without loss; for web pages). */
export function barcodeSvg(bcbp: string): string {
  return toSVG(pdf417Options(bcbp));
}

/** An SVG as a `data:image/svg+xml;base64,…` URL, for an `<img src>` that needs no request. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The symbol as a PNG, each module {@link BARCODE_PNG_SCALE} pixels wide. */
export function barcodePng(bcbp: string): Promise<Buffer> {
  return toBuffer({ ...pdf417Options(bcbp), scale: BARCODE_PNG_SCALE });
}

/** A PNG's size in pixels, from its header (IHDR), to lay the image out at its own proportions. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.toString('latin1', 12, 16) !== 'IHDR') throw new TypeError('Not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
