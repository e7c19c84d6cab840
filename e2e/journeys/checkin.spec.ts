import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  bookForCheckin,
  checkinState,
  hoursBefore,
  includedSeat,
  mailAbout,
  pageAt,
} from '../support/checkin';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { expectNoSideScroll, openGrant, storeGrant } from '../support/manage';

/*
 * Online check-in (requirements §2 check-in routes, §4 check-in status, §8 codes 90–99): a Paid
 * booking three days out, checked in "five hours before" its flight on the server's test clock.
 * Vietnamese on the phone by taps, English on the desktop by mouse and by keyboard alone.
 */

const WORDS = {
  vi: {
    checkIn: 'Làm thủ tục cho chuyến bay này',
    accept: 'Tôi đã đọc và chấp nhận quy định về hàng nguy hiểm',
    next: 'Tiếp tục',
    freeSeat: 'Chúng tôi sẽ xếp cho bạn một chỗ miễn phí',
    chooseSeat: 'Chọn chỗ ngồi',
    doneChoosing: 'Chọn xong',
    seatIncluded: (seat: string) => `Ghế ${seat}, đã bao gồm trong hạng vé`,
    summarySeat: (seat: string) => `Ghế ${seat}`,
    seatAtCheckin: 'Chỗ ngồi được xếp khi làm thủ tục',
    submit: 'Làm thủ tục',
    done: 'Bạn đã làm thủ tục xong',
    barcode: /Mã vạch thẻ lên máy bay của NGUYEN\/VAN AN/,
    email: 'Gửi thẻ lên máy bay qua e-mail',
    sent: /Thẻ lên máy bay đã được gửi đến/,
    pdf: 'Tải PDF (A4)',
    undo: 'Hủy làm thủ tục',
    notYet: 'Chưa làm thủ tục',
    opens: /Mở lúc/,
    closed: /Đã đóng làm thủ tục trực tuyến/,
    departed: 'Chuyến bay này đã khởi hành.',
    notPaid: 'Đặt chỗ chưa được thanh toán đầy đủ.',
  },
  en: {
    checkIn: 'Check in for this flight',
    accept: 'I have read and accept the dangerous goods rules',
    next: 'Continue',
    freeSeat: 'We will give you a free seat',
    chooseSeat: 'Choose a seat',
    doneChoosing: 'Done choosing',
    seatIncluded: (seat: string) => `Seat ${seat}, included in your fare`,
    summarySeat: (seat: string) => `Seat ${seat}`,
    seatAtCheckin: 'Seat assigned at check-in',
    submit: 'Check in',
    done: 'You are checked in',
    barcode: /Boarding pass barcode of NGUYEN\/VAN AN/,
    email: 'E-mail my boarding passes',
    sent: /Your boarding passes were sent to/,
    pdf: 'Download PDF (A4)',
    undo: 'Undo check-in',
    notYet: 'Not checked in',
    opens: /It opens at/,
    closed: /Online check-in has closed/,
    departed: 'This flight has departed.',
    notPaid: 'The booking has not been paid in full.',
  },
} as const;

type Language = keyof typeof WORDS;

const languageOf = (isMobile: boolean): Language => (isMobile ? 'vi' : 'en');

/**
 * The check-in steps after the flight is chosen, by mouse or taps, checking each page with axe;
 * with `seat`, that seat (one the fare includes) is chosen on the map, else one is given.
 */
async function checkInFromFlights(
  page: Page,
  press: (target: Locator) => Promise<void>,
  words: (typeof WORDS)[Language],
  seat?: string,
) {
  await expect(page).toHaveURL(/\/checkin\/select-flight$/);
  await expectNoAxeViolations(page);
  await press(page.getByRole('button', { name: words.checkIn }));

  await expect(page).toHaveURL(/\/checkin\/select-passengers$/);
  await expect(page.getByRole('checkbox', { name: /NGUYEN VAN AN/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await press(page.getByText(words.accept));
  await press(page.getByRole('button', { name: words.next }));

  await expect(page).toHaveURL(/\/checkin\/select-seats$/);
  await expect(page.getByText(words.freeSeat)).toBeVisible();
  await expectNoAxeViolations(page);
  if (seat !== undefined) {
    await press(page.getByRole('button', { name: words.chooseSeat }));
    const cell = page.getByRole('grid').locator(`[role="gridcell"][data-seat="${seat}"]`);
    await cell.scrollIntoViewIfNeeded();
    await press(cell);
    await expect(page.getByText(words.seatIncluded(seat))).toBeVisible();
    await expectNoAxeViolations(page);
    await press(page.getByRole('button', { name: words.doneChoosing }));
  }
  await press(page.getByRole('button', { name: words.next }));

  await expect(page).toHaveURL(/\/checkin\/summary$/);
  // Each flight's line ends with the seat: `VJ 120 SGN → HAN: Seat 10A`.
  await expect(
    page.getByText(new RegExp(`: ${seat === undefined ? words.seatAtCheckin : words.summarySeat(seat)}$`)),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page.getByRole('button', { name: words.submit, exact: true }));

  await expect(page).toHaveURL(/\/checkin\/success$/);
  await expect(page.getByRole('heading', { name: words.done })).toBeVisible();
  await expect(page.getByRole('img', { name: words.barcode })).toBeVisible();
}

test.describe('online check-in', () => {
  test('checks in from the link in the address with a seat chosen, e-mails and downloads the boarding pass, then undoes it', async ({
    page,
    press,
    isMobile,
  }) => {
    // The longest check-in journey (a booking made and paid, a seat, check-in, the e-mail, the PDF,
    // undoing it, four axe checks): about 25 s on a quiet machine, past 30 s under load.
    test.slow();
    const language = languageOf(isMobile);
    const words = WORDS[language];
    // Deluxe: its Standard seats are included, so one can be chosen at check-in for free.
    const booking = await bookForCheckin(page.request, { paid: true, fareIndex: 1 });
    const now = hoursBefore(booking, 5);
    await pageAt(page, now);
    const chosen = await includedSeat(page.request, booking, now);

    const link = new URLSearchParams({
      bookingCode: booking.locator,
      lastName: 'NGUYEN',
      firstName: 'VAN AN',
    });
    await page.goto(`/${language}?${link.toString()}`);
    await checkInFromFlights(page, press, words, chosen);
    if (isMobile) await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    const [passenger] = await checkinState(page.request, booking, now);
    const seat = passenger?.flights[0]?.seatCode ?? '';
    expect(passenger?.flights[0]?.checkedIn).toBe(true);
    expect(seat).toBe(chosen);
    await expect(page.getByText(seat, { exact: true })).toBeVisible();

    // E-mailed: the message is in the mailbox with its PDF, calendar file and barcode image.
    await press(page.getByRole('button', { name: words.email }));
    await expect(page.getByText(words.sent)).toBeVisible();
    const [mail] = await mailAbout(page.request, booking.locator).then((messages) =>
      messages.filter((message) => message.attachments.some((file) => file.contentType === 'image/png')),
    );
    expect(mail?.attachments.map((file) => file.contentType).toSorted()).toEqual([
      'application/pdf',
      'image/png',
      'text/calendar',
    ]);

    if (!isMobile) {
      const downloading = page.waitForEvent('download');
      await press(page.getByRole('button', { name: words.pdf }));
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const path = await download.path();
      expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // Back from the boarding passes stays on them (requirements §2).
    await page.goBack();
    await expect(page).toHaveURL(/\/checkin\/success$/);

    await press(page.getByRole('button', { name: words.undo }).first());
    await press(page.getByRole('dialog').getByRole('button', { name: words.undo }));
    await expect(page).toHaveURL(/\/checkin\/select-flight$/);
    await expect(page.getByText(words.notYet).first()).toBeVisible();
    const [after] = await checkinState(page.request, booking, now);
    expect(after?.flights[0]).toEqual({ ...after?.flights[0], checkedIn: false, seatCode: null });
  });

  test('checks in from the booking detail by keyboard alone', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the keyboard journey runs on the desktop');
    const booking = await bookForCheckin(page.request);
    const now = hoursBefore(booking, 5);
    await pageAt(page, now);
    await storeGrant(page, await openGrant(page.request, booking.locator, now));
    await page.goto('/en/my/booking-detail');

    const words = WORDS.en;
    const enter = async (target: ReturnType<Page['getByRole']>) => {
      await tabTo(page, target);
      await page.keyboard.press('Enter');
    };
    await enter(page.getByRole('link', { name: 'Check in online' }));
    await expect(page).toHaveURL(/\/checkin\/select-flight$/);
    await enter(page.getByRole('button', { name: words.checkIn }));
    await expect(page).toHaveURL(/\/checkin\/select-passengers$/);
    await tabTo(page, page.getByRole('checkbox', { name: words.accept }));
    await page.keyboard.press('Space');
    await enter(page.getByRole('button', { name: words.next }));
    await expect(page).toHaveURL(/\/checkin\/select-seats$/);
    await enter(page.getByRole('button', { name: words.next }));
    await expect(page).toHaveURL(/\/checkin\/summary$/);
    await enter(page.getByRole('button', { name: words.submit, exact: true }));
    await expect(page.getByRole('heading', { name: words.done })).toBeVisible();
    await expect(page.getByRole('img', { name: words.barcode })).toBeVisible();

    // Manage booking says so too.
    await page.goto('/en/my/booking-detail');
    await expect(page.getByText('Checked in').first()).toBeVisible();
  });

  test('tells by the clock when online check-in is not open, closed or over, and refuses an unpaid booking', async ({
    page,
    isMobile,
  }) => {
    const language = languageOf(isMobile);
    const words = WORDS[language];
    const booking = await bookForCheckin(page.request);
    const flights = async (now: string) => {
      await pageAt(page, now);
      await page
        .evaluate(() => {
          sessionStorage.clear();
        })
        .catch(() => undefined);
      const link = new URLSearchParams({
        bookingCode: booking.locator,
        lastName: 'NGUYEN',
        firstName: 'VAN AN',
      });
      await page.goto(`/${language}?${link.toString()}`);
      await expect(page).toHaveURL(/\/checkin\/select-flight$/);
    };

    await flights(hoursBefore(booking, 25));
    await expect(page.getByText(words.opens)).toBeVisible();
    await expect(page.getByRole('button', { name: words.checkIn })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await flights(hoursBefore(booking, 0.5));
    await expect(page.getByText(words.closed)).toBeVisible();

    await flights(hoursBefore(booking, -2));
    await expect(page.getByText(words.departed)).toBeVisible();

    // An Unpaid booking, on the real clock (within its 6-hour hold): check-in asks for a Paid one.
    const unpaid = await bookForCheckin(page.request, { paid: false });
    await page.evaluate(() => {
      sessionStorage.clear();
    });
    await pageAt(page, new Date().toISOString());
    const link = new URLSearchParams({
      bookingCode: unpaid.locator,
      lastName: 'NGUYEN',
      firstName: 'VAN AN',
    });
    await page.goto(`/${language}?${link.toString()}`);
    await expect(page.getByText(words.notPaid)).toBeVisible();
  });
});
