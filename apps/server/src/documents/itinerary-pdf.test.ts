import { describe, expect, it } from 'vitest';
import type { ItineraryPassenger } from './itinerary';
import { AIRPORTS, sampleCharge, sampleItinerary, sampleStatement } from './itinerary.fixture';
import { ITINERARY_LABELS, pdfLabelLanguage } from './itinerary-labels';
import { renderItineraryPdf } from './itinerary-pdf';
import { createPdfDocument, finishPdf, FONT } from './pdf-layout';
import { missingCharacters, readPdf } from './pdf-reader.fixture';
import { pdfTextLines } from './pdf-text.fixture';

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

  it('shows extras on the flight they were bought for, and names the flight of every price line', async () => {
    const lines = await pdfTextLines(await renderItineraryPdf(sampleItinerary(), 'en'));
    const between = (from: string, to: string) =>
      lines
        .slice(lines.indexOf(from) + 1, lines.findIndex((line) => line.startsWith(to)) + 1)
        // A page break repeats the table's header and adds the footer.
        .filter((line) => line !== 'VND' && !line.startsWith('Skybook · '));

    // The bag bought for the outbound journey is on its flight, not on a row of its own.
    expect(between('Passengers | Flight | Seat | Extras', 'Whole trip')).toEqual([
      'Mr NGUYEN VAN AN | Adult | VJ 121 SGN→HAN | 12A | Hot meal × 2, Checked baggage',
      '20 kg',
      'VJ 140 HAN→SGN | 3C | None',
      'Whole trip | Travel insurance',
    ]);
    expect(lines.join('\n')).not.toContain('Whole journey');
    expect(between('Price details', 'Still to pay')).toEqual([
      'Mr NGUYEN VAN AN',
      'VJ 121 SGN→HAN',
      'Fare | 625.000 ₫',
      'Taxes and fees | 267.000 ₫',
      'Seat 12A | 90.000 ₫',
      'VJ 140 HAN→SGN',
      'Fare | 625.000 ₫',
      'Taxes and fees | 267.000 ₫',
      'Seat 3C | 90.000 ₫',
      'Subtotal | 1.964.000 ₫',
      'Mrs TRAN THI BICH',
      'VJ 121 SGN→HAN',
      'Fare | 625.000 ₫',
      'Taxes and fees | 267.000 ₫',
      'VJ 140 HAN→SGN',
      'Fare | 625.000 ₫',
      'Taxes and fees | 267.000 ₫',
      'Subtotal | 1.784.000 ₫',
      'NGUYEN BAO AN',
      'VJ 121 SGN→HAN',
      'Infant fee | 75.000 ₫',
      'VJ 140 HAN→SGN',
      'Infant fee | 75.000 ₫',
      'Subtotal | 150.000 ₫',
      'Booking charges',
      'VJ 121 SGN→HAN',
      'Promo code | -100.000 ₫',
      'Subtotal | -100.000 ₫',
      'Payment fee (Visa •••• 1111) | 56.970 ₫',
      'Total | 3.854.970 ₫',
      'Paid | 3.854.970 ₫',
      'Still to pay | 0 ₫',
    ]);
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
      sampleCharge('101', passenger.key, 'FA', 'Fare', 990_000),
      sampleCharge('101', passenger.key, 'AX', 'Taxes', 430_000),
    ]);
    const statement = sampleStatement({ feeAmount: 0, paidAmount: 0 }, charges);
    const pdf = readPdf(await renderItineraryPdf(sampleItinerary({ passengers, statement }), 'en'));

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
          statement: sampleStatement({ feeAmount: 0, paidAmount: 0 }, [
            sampleCharge('101', 'P9', 'FA', 'Fare', 1),
          ]),
        },
        'vi',
      ),
    ).rejects.toThrow(TypeError);
    await expect(renderItineraryPdf({ ...doc, status: 'Unpaid', holdExpiresAt: null }, 'vi')).rejects.toThrow(
      /holdExpiresAt/,
    );
  });
});
