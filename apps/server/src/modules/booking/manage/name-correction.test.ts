import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { grantSchema, managedReservationResponseSchema } from '@skybook/contracts/manage-booking';
import { reservationResponseSchema } from '@skybook/contracts/reservation';
import type { ManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { bookOnDirectFlight } from '../../../../test/reservation-fixture';
import { NAME_CORRECTION_CUTOFF_MS } from './name-correction';

const API = '/booking/api/v1';

describe.each(TEST_ENGINES)('correcting a passenger’s name on $engine', (engine) => {
  let test: TestApp;
  let clock: ManualClock;
  let skip = 0;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
    clock = test.app.clock as ManualClock;
  }, 120_000);
  beforeEach(() => {
    clock.set(TEST_NOW);
  });
  afterAll(() => test.close());

  const grantFor = async (locator: string) => {
    const response = await test.app.inject({
      method: 'POST',
      url: `${API}/reservations/grants`,
      payload: { locator, lastName: 'NGUYEN', firstName: 'AN' },
      remoteAddress: `10.3.1.${String(skip)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { grant: grantSchema.parse(response.json()).grant };
  };
  const opened = async () => {
    const { reservation } = await bookOnDirectFlight(test.app, { skip: skip++ % 4 });
    const response = await test.app.inject({
      method: 'POST',
      url: `${API}/reservations/grants`,
      payload: { locator: reservation.locator, lastName: 'NGUYEN', firstName: 'AN' },
      remoteAddress: `10.3.0.${String(skip)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { reservation, grant: grantSchema.parse(response.json()).grant };
  };
  const put = (grant: string, payload: object) =>
    test.app.inject({
      method: 'PUT',
      url: `${API}/reservations`,
      headers: { 'x-manage-grant': grant, 'accept-language': 'en' },
      payload,
    });
  const read = async (grant: string) =>
    managedReservationResponseSchema.parse(
      (await test.app.inject({ url: `${API}/reservations`, headers: { 'x-manage-grant': grant } })).json(),
    ).reservation;

  it('corrects a few letters of a name, the contact’s too when it is the same person', async () => {
    const { reservation, grant } = await opened();
    const booked = reservation.passengers[0];
    if (!booked) throw new Error('no passenger');
    const response = await put(grant, {
      passengers: [{ passengerKey: booked.key, lastName: 'Nguyễn', middleName: 'Van', firstName: 'Ann' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = reservationResponseSchema.parse(response.json()).reservation;
    expect(after.passengers[0]).toMatchObject({ lastName: 'NGUYEN', middleName: 'VAN', firstName: 'ANN' });
    // The contact was booked as the same person (NGUYEN VAN AN).
    expect(after.contact).toMatchObject({ lastName: 'NGUYEN', middleName: 'VAN', firstName: 'ANN' });
    expect((await read(grant)).passengers[0]?.firstName).toBe('ANN');
  });

  it('refuses another person, too late, and bad names, changing nothing', async () => {
    const { reservation, grant } = await opened();
    const key = reservation.passengers[0]?.key ?? '';
    const another = await put(grant, {
      passengers: [{ passengerKey: key, lastName: 'TRAN', middleName: 'THI', firstName: 'BINH' }],
      contact: { ...reservation.contact, email: 'changed@example.com' },
    });
    expect(another.statusCode).toBe(422);
    expect(errorEnvelopeSchema.parse(another.json())).toMatchObject({
      errorCode: 'NAME_CORRECTION_NOT_ALLOWED',
      details: { reason: 'notACorrection' },
    });
    const bad = await put(grant, {
      passengers: [{ passengerKey: key, lastName: '123', middleName: '', firstName: 'AN' }],
    });
    expect([bad.statusCode, errorEnvelopeSchema.parse(bad.json()).errorCode]).toEqual([
      400,
      'INVALID_LASTNAME',
    ]);
    const stranger = await put(grant, {
      passengers: [{ passengerKey: 'ADT9', lastName: 'NGUYEN', middleName: '', firstName: 'AN' }],
    });
    expect(errorEnvelopeSchema.parse(stranger.json()).errorCode).toBe('INVALID_REQUEST');
    const unchanged = await read(grant);
    expect(unchanged.passengers).toEqual(reservation.passengers);
    expect(unchanged.contact.email).toBe(reservation.contact.email);

    // Paid (as a capture would leave it), so the booking outlives its hold until the flight.
    await test.database.db
      .updateTable('reservation')
      .set({ status: 'Paid' })
      .where('id', '=', reservation.key)
      .execute();
    const departure = Date.parse(reservation.journeys[0]?.segments[0]?.departure.utc ?? '');
    clock.set(new Date(departure - NAME_CORRECTION_CUTOFF_MS + 60_000));
    const { grant: fresh } = await grantFor(reservation.locator);
    const late = await put(fresh, {
      passengers: [{ passengerKey: key, lastName: 'NGUYEN', middleName: 'VAN', firstName: 'ANH' }],
    });
    expect(errorEnvelopeSchema.parse(late.json())).toMatchObject({
      errorCode: 'NAME_CORRECTION_NOT_ALLOWED',
      details: { reason: 'tooLate' },
    });
  });
});
