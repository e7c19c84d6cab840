import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-fixture';
import { TEST_ENGINES } from '../../../test/engines';
import {
  sampleCompanionPass,
  samplePass,
  seoulPass,
} from '../../documents/boarding-pass/boarding-pass.fixture';
import { BOARDING_PASS_LABELS } from '../../documents/boarding-pass/boarding-pass-labels';
import { scanPng } from '../../documents/boarding-pass/pdf417-scanner.fixture';
import { BOARDING_PASS_EMAIL_LABELS } from './boarding-pass-email-labels';
import { renderBoardingPassEmail, sendBoardingPasses } from './boarding-pass-email';
import { parseMail } from './mime-message';

// Mail touches no table: SQLite is enough for the app around it.
const [sqlite] = TEST_ENGINES;
if (!sqlite) throw new Error('no test engine');

/** Tran Thi Bich (with her infant) on VJ 121 from Saigon, and Nguyen Van An on VJ 963 from Seoul. */
const PASSES = [sampleCompanionPass(), seoulPass()];

const input = (language: 'vi' | 'en') => ({
  passes: PASSES,
  language,
  contactName: 'NGUYEN VAN AN',
  links: { checkin: `https://www.skybook.vn/${language}/checkin?locator=K7QX2M` },
});

describe('sendBoardingPasses through the embedded SMTP sink', () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await createTestApp(sqlite, { env: { PUBLIC_URL: 'https://www.skybook.vn' } });
  });
  afterAll(async () => {
    await subject.close();
  });

  /** The last message as it arrived over SMTP, read with mailparser. */
  const lastMessage = async () => {
    const { messages } = (await subject.app.inject({ url: '/dev/mailbox.json' })).json<{
      messages: { rawUrl: string; envelope: { to: string[] } }[];
    }>();
    const [latest] = messages;
    if (!latest) throw new Error('no mail arrived');
    const raw = await subject.app.inject({ url: latest.rawUrl });
    return { envelope: latest.envelope, mail: await parseMail(raw.rawPayload) };
  };

  it.each(['vi', 'en'] as const)(
    'sends the %s passes with each barcode inline, the PDF and the calendar file',
    async (language) => {
      await sendBoardingPasses(
        subject.app,
        'an.nguyen@example.com',
        await renderBoardingPassEmail(input(language)),
      );
      const { envelope, mail } = await lastMessage();
      const html = mail.html ?? '';
      const cids = [...html.matchAll(/<img src="cid:([^"]+)"/g)].map((match) => match[1]);
      const attachment = (filename: string) => mail.attachments.find((each) => each.filename === filename);

      expect(envelope.to).toEqual(['an.nguyen@example.com']);
      expect(mail.subject).toBe(BOARDING_PASS_EMAIL_LABELS[language].subject('K7QX2M'));
      expect(mail.language).toBe(language);
      expect(cids).toHaveLength(2);
      // Each image the HTML shows is an inline part of the message, and scans to its pass.
      expect(
        cids.map((cid) => {
          const image = mail.attachments.find((each) => each.contentId === cid);
          return image && { contentType: image.contentType, scanned: scanPng(image.content) };
        }),
      ).toEqual(PASSES.map((pass) => ({ contentType: 'image/png', scanned: pass.bcbp })));
      expect(attachment('boarding-pass-K7QX2M.pdf')?.contentType).toBe('application/pdf');
      expect(attachment('boarding-pass-K7QX2M.pdf')?.content.subarray(0, 7).toString('latin1')).toBe(
        '%PDF-1.',
      );
      expect(attachment('boarding-pass-K7QX2M.ics')?.contentType).toBe('text/calendar');
      expect(attachment('boarding-pass-K7QX2M.ics')?.content.toString('utf8')).toContain(
        'DTSTART;TZID=Asia/Seoul:20261206T000500',
      );
      expect(mail.text).toContain(BOARDING_PASS_EMAIL_LABELS[language].manageCheckin);
    },
  );
});

describe('renderBoardingPassEmail', () => {
  it('shows every pass’s flight, seat and times on the origin airport’s clock, in Vietnamese', async () => {
    const { subject, html, text } = await renderBoardingPassEmail(input('vi'));

    expect(subject).toBe('Thẻ lên tàu bay của đặt chỗ K7QX2M – Skybook');
    expect(html).toContain('<html lang="vi" dir="ltr">');
    expect(html).toContain('Quý khách đã làm thủ tục trực tuyến thành công');
    for (const part of [html, text]) {
      expect(part).toContain('TRAN THI BICH MRS');
      expect(part).toContain('NGUYEN BE NA');
      expect(part).toContain('VJ 121');
      expect(part).toContain('TP. Hồ Chí Minh (SGN) → Hà Nội (HAN)');
      expect(part).toContain('06:15 (GMT+07:00)');
      expect(part).toContain('12D');
      expect(part).toContain('05:35');
      expect(part).toContain('05:20');
      // Seoul's clock: leaving 00:05 on the 6th, boarding from 23:25 the evening before.
      expect(part).toContain('VJ 963');
      expect(part).toContain('Seoul (ICN) → TP. Hồ Chí Minh (SGN)');
      expect(part).toContain('00:05 (GMT+09:00)');
      expect(part).toContain('23:25 05/12/2026');
      expect(part).toContain('23:10 05/12/2026');
      expect(part).toContain('3A');
    }
    expect(text).toContain('Giờ lên tàu bay: 05:35\nGhế: 12D');
    expect(text).toContain('Xem lại thủ tục trực tuyến: https://www.skybook.vn/vi/checkin?locator=K7QX2M');
  });

  it('writes in English with the barcodes’ text alternatives and the three kinds of attachment', async () => {
    const { subject, html, attachments } = await renderBoardingPassEmail(input('en'));

    expect(subject).toBe('Your boarding passes for booking K7QX2M – Skybook');
    expect(html).toContain('alt="Boarding pass barcode of TRAN THI BICH MRS, flight VJ 121"');
    expect(html).toContain('alt="Boarding pass barcode of NGUYEN VAN AN MR, flight VJ 963"');
    expect(html).toContain('<th scope="row"');
    expect(html).toContain('href="https://www.skybook.vn/en/checkin?locator=K7QX2M"');
    expect(html).not.toMatch(/<script|<style/);
    expect(attachments.map(({ filename, contentType, cid }) => ({ filename, contentType, cid }))).toEqual([
      { filename: 'boarding-pass-1.png', contentType: 'image/png', cid: 'boarding-pass-1.K7QX2M@skybook.vn' },
      { filename: 'boarding-pass-2.png', contentType: 'image/png', cid: 'boarding-pass-2.K7QX2M@skybook.vn' },
      { filename: 'boarding-pass-K7QX2M.pdf', contentType: 'application/pdf', cid: undefined },
      {
        filename: 'boarding-pass-K7QX2M.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        cid: undefined,
      },
    ]);
    for (const attachment of attachments.filter((each) => each.cid !== undefined)) {
      expect(html).toContain(`src="cid:${attachment.cid ?? ''}"`);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('writes the subject and the labels in %s', async (language) => {
    const email = await renderBoardingPassEmail({ ...input('en'), passes: [samplePass()], language });

    expect(email.subject).toBe(BOARDING_PASS_EMAIL_LABELS[language].subject('K7QX2M'));
    expect(email.language).toBe(language);
    expect(email.html).toContain(`<html lang="${language}"`);
    expect(email.html).toContain(BOARDING_PASS_EMAIL_LABELS[language].headline);
    expect(email.text).toContain(`${BOARDING_PASS_LABELS[language].seat}: 12C`);
  });

  it('escapes every text it did not write, and refuses passes of two bookings', async () => {
    const { html } = await renderBoardingPassEmail({
      ...input('en'),
      contactName: '<img src=x onerror=alert(1)>',
    });

    expect(html).toContain('Dear &lt;img src=x onerror=alert(1)&gt;,');
    expect(html.match(/<img/g)).toHaveLength(2);
    await expect(
      renderBoardingPassEmail({ ...input('en'), passes: [samplePass(), samplePass({ locator: 'AB2CDE' })] }),
    ).rejects.toThrow(TypeError);
  });
});
