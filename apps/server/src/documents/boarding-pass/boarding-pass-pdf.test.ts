import { describe, expect, it } from 'vitest';
import { FONT } from '../pdf-layout';
import { missingCharacters, readPdf, type PdfSummary } from '../pdf-reader.fixture';
import { pdfTextLines } from '../pdf-text.fixture';
import type { BoardingPassDocument } from './boarding-pass';
import { sampleCompanionPass, samplePass, seoulPass } from './boarding-pass.fixture';
import { BOARDING_PASS_LABELS } from './boarding-pass-labels';
import { renderBoardingPassPdf, type BoardingPassPdfSize } from './boarding-pass-pdf';
import { scanPdf417 } from './pdf417-scanner.fixture';

const MEDIA_BOX: Record<BoardingPassPdfSize, string> = {
  a4: '[0 0 595.28 841.89]',
  phone: '[0 0 360 720]',
};

/** Tran Thi Bich with her infant on VJ 121 from Saigon, and Nguyen Van An on VJ 963 from Seoul. */
const PASSES: readonly BoardingPassDocument[] = [sampleCompanionPass(), seoulPass()];

/** Each page's text as the cells a reader sees (a line's table cells split apart). */
async function pageCells(pdf: Buffer): Promise<string[][]> {
  const pages: string[][] = [[]];
  for (const line of await pdfTextLines(pdf)) {
    pages.at(-1)?.push(...line.split(' | '));
    // The footer ends a page.
    if (line.startsWith('Skybook · ')) pages.push([]);
  }
  return pages.slice(0, -1);
}

/** The embedded images (RGB pixels, inflated) in the order of the pages that draw them. */
function images(pdf: PdfSummary): { width: number; height: number; pixels: Buffer }[] {
  return pdf.pages.map((page) => {
    const resources = pdf.objects.find(
      (object) => object.id === Number(/\/Resources (\d+) 0 R/.exec(page.dictionary)?.[1]),
    );
    const imageId = Number(/\/XObject << \/I\d+ (\d+) 0 R >>/.exec(resources?.dictionary ?? '')?.[1]);
    const image = pdf.objects.find((object) => object.id === imageId);
    if (!image?.stream) throw new Error(`Page ${String(page.id)} draws no image`);
    return {
      width: Number(/\/Width (\d+)/.exec(image.dictionary)?.[1]),
      height: Number(/\/Height (\d+)/.exec(image.dictionary)?.[1]),
      pixels: image.stream,
    };
  });
}

describe('renderBoardingPassPdf', () => {
  describe.each(['a4', 'phone'] as const)('on %s pages', (size) => {
    it('writes one page per pass of that size, each drawing its own barcode', async () => {
      const pdf = readPdf(await renderBoardingPassPdf(PASSES, { language: 'en', size }));

      expect(pdf.header).toMatch(/^%PDF-1\.\d/);
      expect(pdf.endsWithEof).toBe(true);
      expect(pdf.pageCount).toBe(PASSES.length);
      for (const page of pdf.pages) expect(page.dictionary).toContain(`/MediaBox ${MEDIA_BOX[size]}`);
      // The symbol as embedded (not only as drawn before) scans back to each pass's string.
      expect(images(pdf).map(({ width, height, pixels }) => scanPdf417(pixels, width, height, 3))).toEqual(
        PASSES.map((pass) => pass.bcbp),
      );
    });

    it('keeps a pass with long names and an infant on its one page, in the longest labels', async () => {
      const long = sampleCompanionPass({
        lastName: 'NGUYEN PHUOC',
        firstName: 'VINH THUY BAO DAI HOANG LONG',
        infantName: 'NGUYEN PHUOC BAO LONG HOANG THAI',
        fareFamily: 'SkyBoss Business',
      });
      for (const language of ['ru', 'vi'] as const) {
        const pdf = await renderBoardingPassPdf([long, long, long], { language, size });

        expect(readPdf(pdf).pageCount).toBe(3);
        expect((await pageCells(pdf)).map((cells) => cells.at(-1))).toEqual(
          [1, 2, 3].map((number) => `Skybook · K7QX2M · ${BOARDING_PASS_LABELS[language].passOf(number, 3)}`),
        );
      }
    });

    it.each(['vi', 'en'] as const)(
      'prints every field in %s, on the origin airport’s clock',
      async (language) => {
        const labels = BOARDING_PASS_LABELS[language];
        const [saigon, seoul, ...rest] = await pageCells(
          await renderBoardingPassPdf(PASSES, { language, size }),
        );
        const city = (airport: { vi: string; en: string }) => airport[language];

        expect(rest).toEqual([]);
        expect(saigon).toEqual(
          expect.arrayContaining([
            'Skybook',
            labels.documentTitle,
            labels.bookingCode,
            'K7QX2M',
            labels.passenger,
            'TRAN THI BICH MRS',
            `${labels.infant}: NGUYEN BE NA`,
            'SGN',
            'HAN',
            city({ vi: 'TP. Hồ Chí Minh', en: 'Ho Chi Minh City' }),
            city({ vi: 'Hà Nội', en: 'Hanoi' }),
            labels.flight,
            'VJ 121',
            labels.date,
            '02/12/2026',
            labels.departs,
            // 23:15 UTC on 1 December is 06:15 on the 2nd in Ho Chi Minh City.
            '06:15',
            'GMT+07:00',
            labels.boarding,
            '05:35',
            labels.gateCloses,
            '05:20',
            labels.seat,
            '12D',
            labels.sequence,
            '002',
            labels.fare,
            'Eco',
            labels.showBarcode,
            `Skybook · K7QX2M · ${labels.passOf(1, 2)}`,
          ]),
        );
        // A note may wrap onto a second line of the narrow page.
        for (const note of [labels.gateClosesNote(15), labels.bringDocuments, labels.localTimes]) {
          expect(saigon?.join(' ')).toContain(`• ${note}`);
        }
        // Seoul's clock (UTC+9), not Vietnam's: 15:05 UTC on the 5th is 00:05 on the 6th there,
        // and boarding starts the evening before.
        expect(seoul).toEqual(
          expect.arrayContaining([
            'NGUYEN VAN AN MR',
            'ICN',
            'SGN',
            'Seoul',
            'VJ 963',
            '06/12/2026',
            '00:05',
            'GMT+09:00',
            '23:25',
            '23:10',
            '05/12/2026',
            '3A',
            '017',
            'SkyBoss',
          ]),
        );
        expect(seoul?.join('\n')).not.toContain('22:05');
        expect(seoul?.join('\n')).not.toContain(labels.infant);
      },
    );
  });

  it('speaks Vietnamese with its own words and letters', async () => {
    const bytes = await renderBoardingPassPdf([samplePass()], { language: 'vi', size: 'a4' });
    const [page] = await pageCells(bytes);
    const pdf = readPdf(bytes);

    expect(page).toEqual(
      expect.arrayContaining([
        'Thẻ lên tàu bay',
        'Mã đặt chỗ',
        'Giờ lên tàu bay',
        'Đóng cửa ra tàu bay',
        'Ghế',
      ]),
    );
    expect(pdf.catalog?.dictionary).toContain('/Lang (vi)');
    expect(
      missingCharacters(
        new Set([...(pdf.fonts.get(FONT.regular) ?? []), ...(pdf.fonts.get(FONT.bold) ?? [])]),
        'ẻ ạ ỗ ờ ế Đ ồ',
      ),
    ).toEqual([]);
  });

  it('labels a Russian pass in Cyrillic and a Korean one in English (the font has no Hangul)', async () => {
    const russian = readPdf(await renderBoardingPassPdf([samplePass()], { language: 'ru', size: 'phone' }));
    const korean = await renderBoardingPassPdf([samplePass()], { language: 'ko', size: 'phone' });

    expect(russian.catalog?.dictionary).toContain('/Lang (ru)');
    expect(missingCharacters(russian.fonts.get(FONT.regular), BOARDING_PASS_LABELS.ru.passenger)).toEqual([]);
    expect(readPdf(korean).catalog?.dictionary).toContain('/Lang (en)');
    expect((await pageCells(korean))[0]).toContain(BOARDING_PASS_LABELS.en.documentTitle);
  });

  it('refuses no pass, or a pass with an unknown time zone', async () => {
    await expect(renderBoardingPassPdf([], { language: 'en', size: 'a4' })).rejects.toThrow(TypeError);
    const pass = samplePass();
    const lost = { ...pass, origin: { ...pass.origin, timeZone: 'Asia/Nowhere' } };
    await expect(renderBoardingPassPdf([lost], { language: 'en', size: 'a4' })).rejects.toThrow(TypeError);
  });
});
