import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../documents/amount-display';
import { escapeHtml } from '../../documents/html/escape-html';
import { renderCancellationEmail, type CancellationNotice } from './booking-cancellation';
import { CANCELLATION_LABELS } from './booking-cancellation-labels';

const NOTICE: CancellationNotice = {
  locator: 'AB2CDE',
  language: 'en',
  to: 'an.nguyen@example.vn',
  name: 'NGUYEN VAN AN',
  currency: 'VND',
  fee: 45_000,
};

describe('the cancellation e-mail', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'tells in %s what a credit shell is worth and its codes, escaped',
    (language) => {
      const email = renderCancellationEmail({
        ...NOTICE,
        language,
        name: 'NGUYEN <VAN> AN',
        credit: {
          serial: 'CS-ABCDEFGHJK',
          password: 'PQRS2345',
          pin: '123456',
          amount: 3_000_000,
          expiresAt: '2027-11-21T03:00:00.000Z',
        },
      });
      expect(email.subject).toContain('AB2CDE');
      for (const part of [email.html, email.text]) {
        expect(part).toContain('CS-ABCDEFGHJK');
        expect(part).toContain('PQRS2345');
        expect(part).toContain('123456');
        expect(part).toMatch(/3[.,\s\u00a0]?000[.,\s\u00a0]?000/);
      }
      expect(email.html).toContain(`lang="${language}"`);
      expect(email.html).not.toContain('<VAN>');
    },
  );

  it('says what is refunded, or that nothing was charged', () => {
    const refunded = renderCancellationEmail({ ...NOTICE, refund: { amount: 2_300_000 }, fee: 745_000 });
    expect(refunded.text).toContain('We will refund 2.300.000 ₫');
    expect(refunded.text).toContain('Kept as fees: 745.000 ₫');
    const released = renderCancellationEmail({ ...NOTICE, fee: 0 });
    expect(released.text).toContain('nothing was charged');
    expect(released.text).not.toContain('Kept as fees');
  });

  it.each(SUPPORTED_LANGUAGES)(
    'tells in %s that a credit went into the member wallet and the points came back, never that nothing was charged',
    (language) => {
      const email = renderCancellationEmail({
        ...NOTICE,
        language,
        fee: 0,
        walletCredit: { amount: 1_234_000 },
        pointsReturned: 12_500,
      });
      const labels = CANCELLATION_LABELS[language];
      const amount = formatAmount(1_234_000, 'VND', language);
      const points = new Intl.NumberFormat(language).format(12_500);
      for (const [part, written] of [
        [email.text, (text: string) => text],
        [email.html, escapeHtml],
      ] as const) {
        expect(part).toContain(written(labels.walletCredit(amount)));
        expect(part).toContain(written(labels.pointsReturned(points)));
        expect(part).not.toContain(written(labels.released));
        expect(part).not.toContain(written(labels.creditCodes));
      }
    },
  );

  it('says nothing of points when none were spent', () => {
    const email = renderCancellationEmail({ ...NOTICE, refund: { amount: 900_000 }, pointsReturned: 0 });
    expect(email.text).not.toContain('points');
  });
});
