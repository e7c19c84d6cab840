import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import { SAMPLE_CARD_FEE, sampleItinerary, sampleStatement } from '../../documents/itinerary.fixture';
import { CONFIRMATION_LABELS } from './booking-confirmation-labels';
import { sendBookingConfirmation } from './booking-confirmation';
import { renderBookingConfirmationEmail } from './booking-confirmation-template';

// Mail touches no table: SQLite is enough for the app around it.
const [sqlite] = TEST_ENGINES;
if (!sqlite) throw new Error('no test engine');

interface MailboxMessage {
  id: number;
  subject: string;
  language: string;
  envelope: { to: string[] };
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number; url: string }[];
}

const links = { manageBookingUrl: 'https://www.skybook.vn/vi/my/search-booking' };

const unpaid = sampleItinerary({
  status: 'Unpaid',
  holdExpiresAt: '2026-11-21T09:00:00.000Z',
  payment: { methodName: null, status: null },
  statement: sampleStatement({ feeAmount: 0, paidAmount: 0 }),
});

describe('sendBookingConfirmation through the embedded SMTP sink', () => {
  let subject: TestApp;
  const mailbox = async (): Promise<MailboxMessage[]> =>
    (await subject.app.inject({ url: '/dev/mailbox.json' })).json<{ messages: MailboxMessage[] }>().messages;

  beforeAll(async () => {
    subject = await createTestApp(sqlite, { env: { PUBLIC_URL: 'https://www.skybook.vn' } });
  });
  afterAll(async () => {
    await subject.close();
  });

  it('sends the Vietnamese confirmation with the itinerary PDF and calendar file', async () => {
    await sendBookingConfirmation(subject.app, sampleItinerary(), 'vi', 'an.nguyen@example.com');
    const [message] = await mailbox();
    if (!message) throw new Error('no mail arrived');

    expect(message.subject).toBe('Xác nhận đặt chỗ K7QX2M – Skybook');
    expect(message.language).toBe('vi');
    expect(message.envelope.to).toEqual(['an.nguyen@example.com']);
    expect(message.html).toContain('<html lang="vi" dir="ltr">');
    expect(message.html).toContain('Đặt chỗ của quý khách đã được xác nhận');
    expect(message.text).toContain('Mã đặt chỗ: K7QX2M');
    expect(message.text).toContain('Quản lý đặt chỗ: https://www.skybook.vn/vi/my/search-booking');
    expect(message.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ['itinerary-K7QX2M.pdf', 'application/pdf'],
      ['itinerary-K7QX2M.ics', 'text/calendar'],
    ]);

    const [pdfLink, icsLink] = message.attachments;
    const pdf = await subject.app.inject({ url: pdfLink?.url ?? '' });
    expect(pdf.rawPayload.subarray(0, 7).toString('latin1')).toBe('%PDF-1.');
    expect(pdf.rawPayload.length).toBe(pdfLink?.size);
    const ics = await subject.app.inject({ url: icsLink?.url ?? '' });
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.body).toContain('DTSTART;TZID=Asia/Ho_Chi_Minh:20261202T061500');
    expect(ics.body).toContain('SUMMARY:Chuyến bay VJ 121: TP. Hồ Chí Minh → Hà Nội');
  });

  it('sends an unpaid booking’s reminder in English with its deadline in the subject', async () => {
    await sendBookingConfirmation(subject.app, unpaid, 'en', 'an.nguyen@example.com');
    const [latest] = await mailbox();

    expect(latest?.subject).toBe('Booking K7QX2M is on hold – please pay by 16:00 21/11/2026 (GMT+07:00)');
    expect(latest?.language).toBe('en');
    expect(latest?.text).toContain('Pay before: 16:00 21/11/2026 (GMT+07:00)');
    expect(latest?.attachments.map((attachment) => attachment.filename)).toEqual([
      'itinerary-K7QX2M.pdf',
      'itinerary-K7QX2M.ics',
    ]);
  });
});

describe('renderBookingConfirmationEmail', () => {
  it.each(SUPPORTED_LANGUAGES)('writes the subject and the document in %s', (language) => {
    const email = renderBookingConfirmationEmail(sampleItinerary(), language, links);

    expect(email.subject).toBe(CONFIRMATION_LABELS[language].subjectPaid('K7QX2M'));
    expect(email.html).toContain(`<html lang="${language}"`);
    expect(email.html).toContain(CONFIRMATION_LABELS[language].headlinePaid);
    expect(email.text).toContain(CONFIRMATION_LABELS[language].manageBooking);
  });

  it('lays out with presentation tables, keeps data tables’ headers and uses no image', () => {
    const { html } = renderBookingConfirmationEmail(sampleItinerary(), 'vi', links);

    expect(html).toContain('<table role="presentation"');
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('<th scope="row"');
    // One caption per journey; the passenger and price tables are named by their headings.
    expect(html.match(/<caption/g)).toHaveLength(2);
    expect(html).toContain('<table aria-labelledby="passengers"');
    expect(html).toContain('<h2 id="passengers"');
    expect(html).not.toMatch(/<img|<style|<script/);
    expect(html).toContain(`href="${links.manageBookingUrl}"`);
  });

  it('shows VND amounts with their thousands emphasised (requirements §9)', () => {
    const { html, text } = renderBookingConfirmationEmail(sampleItinerary(), 'vi', links);

    expect(html).toContain(
      '<span style="font-weight:bold">3.854</span><span style="font-size:12px">.970</span> ₫',
    );
    expect(text).toContain('Tổng cộng: 3.854.970 ₫');
  });

  it('prices each passenger per flight, named, with the card fee as its own line and Paid as captured', () => {
    const { text } = renderBookingConfirmationEmail(sampleItinerary(), 'en', links);
    const prices = text.slice(text.indexOf('== Price details =='), text.indexOf('Payment method:'));

    expect(prices.split('\n').slice(1, -1)).toEqual([
      'Mr NGUYEN VAN AN · VJ 121 SGN→HAN: 982.000 ₫',
      'Mr NGUYEN VAN AN · VJ 140 HAN→SGN: 982.000 ₫',
      'Mrs TRAN THI BICH · VJ 121 SGN→HAN: 892.000 ₫',
      'Mrs TRAN THI BICH · VJ 140 HAN→SGN: 892.000 ₫',
      'NGUYEN BAO AN · VJ 121 SGN→HAN: 75.000 ₫',
      'NGUYEN BAO AN · VJ 140 HAN→SGN: 75.000 ₫',
      'Booking charges · VJ 121 SGN→HAN: -100.000 ₫',
      `Payment fee (Visa •••• 1111): ${SAMPLE_CARD_FEE.toLocaleString('vi')} ₫`,
      'Total: 3.854.970 ₫',
      'Paid: 3.854.970 ₫',
      'Still to pay: 0 ₫',
    ]);
  });

  it('lists each passenger’s seat and extras on the flight they were bought for', () => {
    const { text } = renderBookingConfirmationEmail(sampleItinerary(), 'en', links);

    expect(text).toContain(
      '  VJ 121 SGN→HAN: Seat 12A; Extras: Hot meal × 2, Checked baggage 20 kg\n  VJ 140 HAN→SGN: Seat 3C; Extras: None\n  Whole trip: Travel insurance',
    );
  });

  it('escapes every text it did not write', () => {
    const doc = sampleItinerary({
      contact: { name: '<img src=x onerror=alert(1)>', email: 'a@example.com', phone: '+84 1' },
      payment: { methodName: 'Visa "<b>"', status: 'SUCCESSFUL' },
    });
    const { html } = renderBookingConfirmationEmail(doc, 'en', links);

    expect(html).toContain('Dear &lt;img src=x onerror=alert(1)&gt;,');
    expect(html).toContain('Visa &quot;&lt;b&gt;&quot;');
    expect(html).not.toContain('<img');
  });
});
