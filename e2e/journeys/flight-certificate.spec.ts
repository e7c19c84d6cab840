import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/*
 * The flight-operation certificate's form on the real server: the page's content, the form's own
 * checks, and the server's translated answer for a booking it cannot find. A certificate itself
 * needs a paid booking whose flight has an operations record; the server tests
 * (modules/booking/certificates/certificate.test.ts) cover that with a clock moved past departure.
 */
test.describe('the flight-operation certificate', () => {
  test('asks for the booking, then says in Vietnamese that an unknown one was not found', async ({
    page,
  }) => {
    await page.goto('/vi/flights-operation-certificate');
    const form = page.getByRole('form', { name: 'Yêu cầu cấp giấy xác nhận' });
    await expect(form).toBeVisible();

    await form.getByRole('button', { name: 'Nhận giấy xác nhận' }).click();
    await expect(form.getByText('Vui lòng nhập mã đặt chỗ.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Mã đặt chỗ/ })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await form.getByRole('textbox', { name: /Mã đặt chỗ/ }).fill('zzzzzz');
    await expect(form.getByRole('textbox', { name: /Mã đặt chỗ/ })).toHaveValue('ZZZZZZ');
    await form.getByRole('textbox', { name: /^Họ/ }).fill('Nguyễn');
    await form.getByRole('textbox', { name: /Tên đệm và tên/ }).fill('Văn An');
    await form.getByRole('button', { name: 'Nhận giấy xác nhận' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Không tìm thấy mã đặt chỗ. Vui lòng kiểm tra mã đặt chỗ, họ và tên.',
    );
    await expectNoAxeViolations(page);
  });

  test('offers the same form in the app’s in-app copy', async ({ page }) => {
    await page.goto('/en/foc-mobile');
    await expect(page.getByRole('form', { name: 'Request a certificate' })).toBeVisible();
  });
});
