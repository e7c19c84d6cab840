import { describe, expect, it } from 'vitest';
import type { ItineraryPassenger } from './itinerary';
import { AIRPORTS, sampleItinerary } from './itinerary.fixture';
import { ITINERARY_LABELS, pdfLabelLanguage } from './itinerary-labels';
import { renderItineraryPdf } from './itinerary-pdf';
import { createPdfDocument, finishPdf, FONT } from './pdf-layout';
import { missingCharacters, readPdf } from './pdf-reader.fixture';

const A4 = '[0 0 595.28 841.89]';

describe('renderItineraryPdf', () => {
  it.each(['vi', 'en'] as const)('writes a valid A4 portrait PDF in %s', async (language) => {
    const pdf = readPdf(await renderItineraryPdf(sampleItinerary(), language));

    expect(pdf.header).toMatch(/^%PDF-1\.\d/);
    expect(pdf.endsWithEof).toBe(true);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    expect(pdf.pages).toHaveLength(pdf.pageCount);
    for (const page of pdf.pages) {
      expect(page.dictionary).toContain(`/MediaBox ${A4}`);
      const contentsId = Number(/\/Contents (\d+) 0 R/.exec(page.dictionary)?.[1]);
      const contents =
        pdf.objects.find((object) => object.id === contentsId)?.stream?.toString('latin1') ?? '';
      // Every page shows text (at least its footer) with the embedded fonts.
      expect(contents).toMatch(/\/F\d+ [\d.]+ Tf/);
      expect(contents).toMatch(/\] TJ/);
    }
    expect(pdf.catalog?.dictionary).toContain(`/Lang (${language})`);
    expect([...pdf.fonts.keys()].sort()).toEqual([FONT.regular, FONT.bold].sort());
    expect(pdf.objects.filter((object) => object.dictionary.includes('/FontFile2'))).toHaveLength(2);
  });

  it('embeds real glyphs for every Vietnamese letter it prints', async () => {
    const pdf = readPdf(await renderItineraryPdf(sampleItinerary(), 'vi'));
    const labels = ITINERARY_LABELS.vi;
    const regular = pdf.fonts.get(FONT.regular);
    const bold = pdf.fonts.get(FONT.bold);

    expect(missingCharacters(bold, `${labels.passengers} ${labels.flights} ${labels.total} Ông`)).toEqual([]);
    expect(
      missingCharacters(
        regular,
        `${labels.bookingDate} ${AIRPORTS.SGN.name.vi} Suất ăn nóng ${labels.seatNotChosen} ₫`,
      ),
    ).toEqual([]);
    // The letters that need DejaVu rather than a standard PDF font.
    for (const letter of ['ư', 'ơ', 'đ', 'ạ', 'ế', 'ồ', 'ả']) {
      expect(new Set([...(regular ?? []), ...(bold ?? [])]).has(letter)).toBe(true);
    }
  });

  it('labels a Russian PDF in Cyrillic', async () => {
    const pdf = readPdf(await renderItineraryPdf(sampleItinerary(), 'ru'));

    expect(pdf.catalog?.dictionary).toContain('/Lang (ru)');
    expect(missingCharacters(pdf.fonts.get(FONT.bold), ITINERARY_LABELS.ru.passengers)).toEqual([]);
    expect(missingCharacters(pdf.fonts.get(FONT.regular), ITINERARY_LABELS.ru.bookingDate)).toEqual([]);
  });

  it('labels the PDF in English for a script its font cannot draw', async () => {
    expect(pdfLabelLanguage('ja')).toBe('en');
    const pdf = readPdf(await renderItineraryPdf(sampleItinerary(), 'ja'));

    expect(pdf.catalog?.dictionary).toContain('/Lang (en)');
    expect(missingCharacters(pdf.fonts.get(FONT.bold), ITINERARY_LABELS.en.passengers)).toEqual([]);
    const drawn = [...(pdf.fonts.get(FONT.regular) ?? []), ...(pdf.fonts.get(FONT.bold) ?? [])];
    expect(
      drawn.filter((character) => /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u.test(character)),
    ).toEqual([]);
  });

  it('has no glyphs for Thai, Hangul, Han or Kana in its font, which is why those PDFs read English', async () => {
    const doc = createPdfDocument({
      title: 'probe',
      language: 'en',
      createdAt: new Date('2026-11-21T00:00:00Z'),
    });
    const probe = `${ITINERARY_LABELS.th.passengers} ${ITINERARY_LABELS.ko.passengers} ${ITINERARY_LABELS.ja.bookingCode} ${ITINERARY_LABELS['zh-TW'].flights}`;
    doc.text(`Latin ${probe}`);
    const pdf = readPdf(await finishPdf(doc));
    const covered = pdf.fonts.get(FONT.regular);

    expect(missingCharacters(covered, 'Latin')).toEqual([]);
    expect(missingCharacters(covered, probe.replaceAll(' ', ''))).toHaveLength(
      new Set(probe.replaceAll(' ', '')).size,
    );
    for (const language of ['vi', 'en', 'ru'] as const) expect(pdfLabelLanguage(language)).toBe(language);
    for (const language of ['th', 'ko', 'zh-CN', 'zh-TW', 'ja'] as const)
      expect(pdfLabelLanguage(language)).toBe('en');
  });

  it('runs a large booking onto more pages, each with its footer', async () => {
    const passengers: ItineraryPassenger[] = Array.from({ length: 9 }, (_, index) => ({
      key: `P${String(index + 1)}`,
      type: 'adult',
      title: 'Ms',
      lastName: 'Pham',
      firstName: `Thi ${String(index + 1)}`,
      seats: [{ segmentKey: '101', seatCode: `${String(index + 10)}C` }],
      extras: [{ segmentKey: '101', journeyKey: '101', name: { vi: 'Suất ăn', en: 'Meal' }, quantity: 1 }],
    }));
    const charges = passengers.flatMap((passenger) => [
      {
        passengerKey: passenger.key,
        code: 'FA',
        description: { vi: 'Giá vé', en: 'Fare' },
        amountMinor: 990_000,
      },
      {
        passengerKey: passenger.key,
        code: 'AX',
        description: { vi: 'Thuế, phí', en: 'Taxes' },
        amountMinor: 430_000,
      },
    ]);
    const pdf = readPdf(await renderItineraryPdf(sampleItinerary({ passengers, charges }), 'en'));

    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    expect(pdf.pages).toHaveLength(pdf.pageCount);
    expect(missingCharacters(pdf.fonts.get(FONT.regular), `Page ${String(pdf.pageCount)} of`)).toEqual([]);
  });

  it('refuses a document whose parts do not fit together', async () => {
    const doc = sampleItinerary();
    await expect(
      renderItineraryPdf(
        {
          ...doc,
          charges: [
            ...doc.charges,
            { passengerKey: 'P9', code: 'FA', description: { vi: 'Giá vé', en: 'Fare' }, amountMinor: 1 },
          ],
        },
        'vi',
      ),
    ).rejects.toThrow(TypeError);
    await expect(renderItineraryPdf({ ...doc, status: 'Unpaid', holdExpiresAt: null }, 'vi')).rejects.toThrow(
      /holdExpiresAt/,
    );
  });
});
