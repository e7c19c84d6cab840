import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { bookOnDirectFlight } from '../../../../test/reservation-fixture';

/** The booking's documents as files: found by locator and name like any lookup, in the language asked for. */
describe.each(TEST_ENGINES)('itinerary downloads on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 6, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
  }, 120_000);
  afterAll(() => test.close());

  it('answers the calendar file and the PDF of a booking to a traveller’s names, and nothing to a wrong one', async () => {
    const { reservation } = await bookOnDirectFlight(test.app, { skip: 0 });
    const [segment] = reservation.journeys[0]?.segments ?? [];
    if (!segment) throw new Error('no flight');
    const url = (file: string, lastName: string) =>
      `/booking/api/v1/reservations/${reservation.locator}/${file}?${new URLSearchParams({
        lastName,
        firstName: reservation.contact.firstName,
        languageId: 'vi',
      }).toString()}`;

    const ics = await test.app.inject({ url: url('itinerary.ics', reservation.contact.lastName) });
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toBe(
      `attachment; filename="itinerary-${reservation.locator}.ics"`,
    );
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.body).toContain(
      `SUMMARY:Chuyến bay ${segment.flight.airlineCode.code} ${segment.flight.flightNumber}:`,
    );
    expect(ics.body).toContain('DTSTART;TZID=Asia/Ho_Chi_Minh:');

    const pdf = await test.app.inject({ url: url('itinerary.pdf', reservation.contact.lastName) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const wrong = await test.app.inject({ url: url('itinerary.ics', 'SOMEONE') });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<{ errorCode: string }>().errorCode).toBe('BOOKING_NOT_FOUND');
  });
});
