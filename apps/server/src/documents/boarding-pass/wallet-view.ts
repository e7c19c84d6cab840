import type { BoardingPassDocument } from './boarding-pass';

/** What the Apple and the Google Wallet pass show alike. */

/** The web's brand colours (`--color-red`, `--color-yellow`) and the white text on the red. */
export const WALLET_COLOURS = { background: '#e31b23', label: '#ffc629', text: '#ffffff' } as const;

/** `#e31b23` → `rgb(227, 27, 35)`, the form pass.json takes. */
export function cssRgb(hex: string): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${channels.join(', ')})`;
}

/** `VJ 123`. */
export function passFlightDesignator(
  pass: Pick<BoardingPassDocument, 'carrierCode' | 'flightNumber'>,
): string {
  return `${pass.carrierCode} ${pass.flightNumber}`;
}

/** `012`: the check-in sequence number as boarding passes print it (three digits at least). */
export function sequenceText(sequenceNumber: number): string {
  return String(sequenceNumber).padStart(3, '0');
}
