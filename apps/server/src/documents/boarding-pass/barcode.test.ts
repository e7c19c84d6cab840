import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { barcodePng, barcodeSvg, BARCODE_PNG_SCALE, pngSize, svgDataUrl } from './barcode';
import { samplePass, seoulPass } from './boarding-pass.fixture';
import { scanPng } from './pdf417-scanner.fixture';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('barcodePng', () => {
  it('draws a PNG whose PDF417 symbol scans back to the BCBP string', async () => {
    for (const pass of [samplePass(), seoulPass()]) {
      const png = await barcodePng(pass.bcbp);

      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(scanPng(png)).toBe(pass.bcbp);
    }
  });

  it('draws black bars on opaque white, with a quiet zone', async () => {
    const image = PNG.sync.read(await barcodePng(samplePass().bcbp));
    const pixels = Array.from({ length: image.width * image.height }, (_, index) =>
      Array.from(image.data.subarray(index * 4, index * 4 + 4)),
    );

    expect(pixels.every(([, , , alpha]) => alpha === 255)).toBe(true);
    expect(
      new Set(pixels.map(([red, green, blue]) => `${String(red)},${String(green)},${String(blue)}`)),
    ).toEqual(new Set(['0,0,0', '255,255,255']));
    // The first and last two modules of every row stay white.
    const margin = 2 * BARCODE_PNG_SCALE;
    for (let y = 0; y < image.height; y++) {
      for (const x of [0, margin - 1, image.width - margin, image.width - 1]) {
        expect(image.data[(y * image.width + x) * 4]).toBe(255);
      }
    }
  });

  it('reads its own size from the PNG header', async () => {
    const png = await barcodePng(samplePass().bcbp);
    const image = PNG.sync.read(png);

    expect(pngSize(png)).toEqual({ width: image.width, height: image.height });
    expect(() => pngSize(Buffer.from('GIF89a'))).toThrow(TypeError);
  });

  it('gives the same bytes for the same pass', async () => {
    const { bcbp } = samplePass();

    expect((await barcodePng(bcbp)).equals(await barcodePng(bcbp))).toBe(true);
  });

  it('refuses what is not a BCBP string', async () => {
    await expect(async () => barcodePng('')).rejects.toThrow(TypeError);
    await expect(async () => barcodePng('M1NGUYỄN')).rejects.toThrow(TypeError);
  });
});

describe('barcodeSvg', () => {
  it('writes one SVG document of a white background and the bars', () => {
    const svg = barcodeSvg(samplePass().bcbp);

    expect(svg).toMatch(/^<svg viewBox="0 0 \d+ \d+" xmlns="http:\/\/www\.w3\.org\/2000\/svg">\n/);
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg).toContain('<rect width="100%" height="100%" fill="#FFFFFF" />');
    expect(svg).toMatch(/<path d="M[\d. MLZ]+" fill-rule="evenodd" fill="#000000" \/>/);
    expect(svg).not.toMatch(/<script|href=/);
  });

  it('is the same for the same pass and differs for another', () => {
    expect(barcodeSvg(samplePass().bcbp)).toBe(barcodeSvg(samplePass().bcbp));
    expect(barcodeSvg(seoulPass().bcbp)).not.toBe(barcodeSvg(samplePass().bcbp));
  });

  it('makes a data URL that holds the SVG', () => {
    const svg = barcodeSvg(samplePass().bcbp);
    const url = svgDataUrl(svg);

    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString('utf8')).toBe(svg);
  });
});
