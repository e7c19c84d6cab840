import type { CertificateDto } from '@skybook/contracts/certificate';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_LABELS } from './certificate-labels';
import { renderCertificatePdf } from './certificate-pdf';
import { FONT } from './pdf-layout';
import { missingCharacters, readPdf } from './pdf-reader.fixture';

const certificate: CertificateDto = {
  certificateNumber: 'FOC-ABCD2345',
  issuedAt: '2026-11-26T09:00:00.000Z',
  locator: 'XYZ234',
  passengers: [
    { name: 'NGUYEN VAN AN', type: 'adult' },
    { name: 'TRAN THI BINH', type: 'child' },
  ],
  segments: [
    {
      flightNumber: 'VJ 811',
      origin: { code: 'SGN', city: 'TP. Hồ Chí Minh', name: 'Tân Sơn Nhất' },
      destination: { code: 'SIN', city: 'Singapore', name: 'Changi' },
      scheduledDeparture: { utc: '2026-11-26T01:00:00.000Z', local: '2026-11-26T08:00+07:00' },
      scheduledArrival: { utc: '2026-11-26T03:00:00.000Z', local: '2026-11-26T11:00+08:00' },
      operation: {
        status: 'delayed',
        actualDeparture: { utc: '2026-11-26T02:35:00.000Z', local: '2026-11-26T09:35+07:00' },
        actualArrival: { utc: '2026-11-26T04:28:00.000Z', local: '2026-11-26T12:28+08:00' },
        delayMinutes: 95,
        reason: 'weather',
      },
    },
    {
      flightNumber: 'VJ 812',
      origin: { code: 'SIN', city: 'Singapore', name: 'Changi' },
      destination: { code: 'SGN', city: 'TP. Hồ Chí Minh', name: 'Tân Sơn Nhất' },
      scheduledDeparture: { utc: '2026-11-30T04:00:00.000Z', local: '2026-11-30T12:00+08:00' },
      scheduledArrival: { utc: '2026-11-30T06:00:00.000Z', local: '2026-11-30T13:00+07:00' },
      operation: null,
    },
  ],
};

describe('renderCertificatePdf', () => {
  it('writes an A4 portrait PDF titled with the certificate number', async () => {
    const bytes = await renderCertificatePdf(certificate, 'en');
    const pdf = readPdf(bytes);
    expect(pdf.header).toMatch(/^%PDF-1\.\d/);
    expect(pdf.endsWithEof).toBe(true);
    expect(pdf.pages[0]?.dictionary).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdf.catalog?.dictionary).toContain('/Lang (en)');
    expect(bytes.toString('latin1')).toContain('(Flight operation certificate FOC-ABCD2345)');
  });

  it('draws the Vietnamese statement, statuses and reasons with real glyphs', async () => {
    const pdf = readPdf(await renderCertificatePdf(certificate, 'vi'));
    const labels = CERTIFICATE_LABELS.vi;
    expect(pdf.catalog?.dictionary).toContain('/Lang (vi)');
    expect(
      missingCharacters(
        pdf.fonts.get(FONT.regular),
        `${labels.statement('XYZ234')} ${labels.reasons.weather}`,
      ),
    ).toEqual([]);
    expect(
      missingCharacters(pdf.fonts.get(FONT.bold), `${labels.statuses.delayed} ${labels.notRecorded} VJ 811`),
    ).toEqual([]);
  });

  it('labels the PDF in English for a script its font cannot draw, and in Cyrillic for Russian', async () => {
    expect(readPdf(await renderCertificatePdf(certificate, 'ja')).catalog?.dictionary).toContain(
      '/Lang (en)',
    );
    const ru = readPdf(await renderCertificatePdf(certificate, 'ru'));
    expect(missingCharacters(ru.fonts.get(FONT.regular), CERTIFICATE_LABELS.ru.closing)).toEqual([]);
  });
});
