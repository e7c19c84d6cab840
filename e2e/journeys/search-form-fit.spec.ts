import { expect, test } from '../support/fixtures';

/** A date `days` after today in Vietnam, YYYY-MM-DD (the e2e server seeds 14 days from today). */
function daysAhead(days: number): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

test.describe('texts that fit their place', () => {
  for (const language of ['vi', 'en', 'ru'] as const) {
    test(`home's airport fields show their whole placeholder (${language})`, async ({ page }) => {
      await page.goto(`/${language}`);
      const fields = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('.search-form .airport-input')].map((input) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d');
          if (context) context.font = style.font;
          return {
            placeholder: input.placeholder,
            width: Math.ceil(context?.measureText(input.placeholder).width ?? Number.POSITIVE_INFINITY),
            room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          };
        }),
      );
      expect(fields).toHaveLength(2);
      for (const field of fields) expect(field.width, field.placeholder).toBeLessThanOrEqual(field.room);
    });
  }

  test('each time of day stays on one line, beside or under its legend, never under the legend’s start', async ({
    page,
    isMobile,
  }) => {
    for (const language of ['en', 'vi'] as const) {
      await page.goto(
        `/${language}/select-flight?departAirport=SGN&arrivalAirport=HAN&departDate=${daysAhead(3)}` +
          `&returnDate=${daysAhead(6)}&tripType=roundTrip&adultCount=1&currency=VND`,
      );
      await expect(page.getByRole('article').first()).toBeVisible();
      const layout = await page.evaluate(() => {
        const times = document.querySelector('.journey-filters__times');
        const legend = times?.querySelector('legend')?.getBoundingClientRect();
        const options = [...(times?.querySelectorAll('.journey-filters__check') ?? [])].map((option) => ({
          text: option.textContent,
          left: option.getBoundingClientRect().left,
          top: option.getBoundingClientRect().top,
          lines: option.getClientRects().length,
          height: option.getBoundingClientRect().height,
        }));
        return { legend: legend && { right: legend.right, bottom: legend.bottom }, options };
      });
      expect(layout.options).toHaveLength(3);
      for (const option of layout.options) {
        expect(option.height, option.text).toBeLessThan(30);
        if (isMobile) expect(option.top, option.text).toBeGreaterThanOrEqual(layout.legend?.bottom ?? 0);
        else expect(option.left, option.text).toBeGreaterThanOrEqual(layout.legend?.right ?? 0);
      }
    }
  });
});
