import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

/**
 * Reads a PDF417 symbol back to text with ZXing, a reader that shares no code with bwip-js, for
 * tests that prove a barcode image (alone, or as embedded in a PDF) carries the BCBP string.
 */
export function scanPdf417(pixels: Uint8Array, width: number, height: number, channels: number): string {
  const luminance = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < luminance.length; pixel++) {
    const at = pixel * channels;
    luminance[pixel] = Math.round(((pixels[at] ?? 0) + (pixels[at + 1] ?? 0) + (pixels[at + 2] ?? 0)) / 3);
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  return new PDF417Reader().decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
}

/** The text of the PDF417 symbol of a PNG file. */
export function scanPng(png: Buffer): string {
  const image = PNG.sync.read(png);
  return scanPdf417(image.data, image.width, image.height, 4);
}
