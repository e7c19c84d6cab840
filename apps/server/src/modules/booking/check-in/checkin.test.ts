import type { CheckinResponse, CheckinSeatsResponse, CheckinView } from '@skybook/contracts/checkin';
import type { ErrorEnvelope } from '@skybook/contracts/errors';
import type { ManagedReservationResponse } from '@skybook/contracts/manage-booking';
import type { CreateReservationResponse } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { ManualClock } from '@skybook/domain/clock';
import { decode } from 'bcbp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import {
  bookOnDirectFlight,
  createReservation,
  freeSeats,
  openQuotedSession,
} from '../../../../test/reservation-fixture';
import { emptyServiceSelection } from '@skybook/contracts/quotation';
import { pdfTextLines } from '../../../documents/pdf-text.fixture';
import { ManageClient, markPaid } from '../manage/service-change.fixture';

const HOUR = 60 * 60 * 1000;

interface MailboxMessage {
  subject: string;
  envelope: { to: string[] };
  attachments: { filename: string; contentType: string }[];
}

describe.each(TEST_ENGINES)(
  'online check-in on $engine',
  (engine) => {
    let test: TestApp;
    let clock: ManualClock;
    let client = 0;
    let skip = 0;
    let manage: ManageClient;

    beforeAll(async () => {
      test = await createTestApp(engine, { seedDays: 10, env: { HOLD_SWEEP_INTERVAL_MS: '3600000' } });
      clock = test.app.clock as ManualClock;
    }, 120_000);
    beforeEach(() => {
      client++;
      manage = new ManageClient(test.app, `10.7.0.${String(client)}`);
    });
    afterAll(() => test.close());

    const departureOf = (reservation: ReservationDto, journey = 0) =>
      Date.parse(reservation.journeys[journey]?.segments[0]?.departure.utc ?? '');
    /**
     * Moves the clock to `hours` before the booking's first flight and finds the booking there, as a
     * traveller would (a grant lasts 30 minutes): answers the fresh grant.
     */
    const hoursBefore = async (reservation: ReservationDto, hours: number) => {
      clock.set(new Date(departureOf(reservation) - hours * HOUR));
      return manage.grant(reservation);
    };

    const paidBooking = async (
      options: { family?: string; from?: string; to?: string; skip?: number } = {},
    ) => {
      clock.set(new Date('2026-11-21T03:00:00.000Z'));
      const { reservation } = await bookOnDirectFlight(test.app, {
        ...options,
        skip: options.skip ?? skip++ % 4,
      });
      await markPaid(test.database.db, reservation.key);
      return reservation;
    };

    const view = async (grant: string) => {
      const response = await manage.call('GET', '/checkin', { grant });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CheckinView>();
    };
    const checkIn = (grant: string, reservation: ReservationDto, passengers: object[] = [{ key: 'ADT1' }]) =>
      manage.call('POST', '/checkin', {
        grant,
        payload: { departureKey: reservation.journeys[0]?.key, passengers, dangerousGoodsAccepted: true },
      });
    const refusalOf = (body: string) => (JSON.parse(body) as ErrorEnvelope).details?.resultCode;

    it('answers each time refusal by the clock: 91 before the window, 93 once closed, 94 once departed', async () => {
      const reservation = await paidBooking();
      const grant = await hoursBefore(reservation, 25);
      expect((await view(grant)).journeys[0]?.refusal).toBe(91);
      const early = await checkIn(grant, reservation);
      expect(early.statusCode).toBe(409);
      expect(refusalOf(early.body)).toBe(91);
      expect(early.json<ErrorEnvelope>().details?.issues?.[0]?.message).toMatch(/24 hours/);
      expect(refusalOf((await checkIn(await hoursBefore(reservation, 0.5), reservation)).body)).toBe(93);
      expect(refusalOf((await checkIn(await hoursBefore(reservation, -1), reservation)).body)).toBe(94);
    });

    it('refuses an unpaid booking (90) and translates the refusal', async () => {
      clock.set(new Date('2026-11-21T03:00:00.000Z'));
      const { reservation } = await bookOnDirectFlight(test.app, { skip: skip++ % 6 });
      const grant = await hoursBefore(reservation, 10);
      // The 6-hour hold has long ended: the booking reads Cancel, and neither may check in.
      const response = await manage.call('POST', '/checkin', {
        grant,
        headers: { 'accept-language': 'vi' },
        payload: {
          departureKey: reservation.journeys[0]?.key,
          passengers: [{ key: 'ADT1' }],
          dangerousGoodsAccepted: true,
        },
      });
      expect(response.statusCode).toBe(409);
      expect(refusalOf(response.body)).toBe(90);
      expect(response.json<ErrorEnvelope>().details?.issues?.[0]?.message).toMatch(/chưa được thanh toán/);
    });

    it('checks passengers in with a free seat each, numbered per flight, shown in manage booking, undone until closing', async () => {
      const flight = 3;
      const first = await paidBooking({ skip: flight });
      const second = await paidBooking({ skip: flight });
      expect(second.journeys[0]?.segments[0]?.key).toBe(first.journeys[0]?.segments[0]?.key);
      const grantA = await hoursBefore(first, 5);
      const grantB = await manage.grant(second);
      expect((await view(grantA)).journeys[0]).toMatchObject({
        refusal: null,
        international: false,
        canUndo: false,
      });

      const noNotice = await manage.call('POST', '/checkin', {
        grant: grantA,
        payload: {
          departureKey: first.journeys[0]?.key,
          passengers: [{ key: 'ADT1' }],
          dangerousGoodsAccepted: false,
        },
      });
      expect(noNotice.json<ErrorEnvelope>().errorCode).toBe('TERMS_NOT_ACCEPTED');
      const stranger = await checkIn(grantA, first, [{ key: 'ADT7' }]);
      expect(stranger.json<ErrorEnvelope>().errorCode).toBe('INVALID_PASSENGER_NUMBER');

      const a = await checkIn(grantA, first);
      expect(a.statusCode, a.body).toBe(200);
      const b = await checkIn(grantB, second);
      expect(b.statusCode, b.body).toBe(200);
      const flightA = a.json<CheckinResponse>().checkin.journeys[0]?.passengers[0]?.flights[0];
      const flightB = b.json<CheckinResponse>().checkin.journeys[0]?.passengers[0]?.flights[0];
      expect(flightA).toMatchObject({ checkedIn: true, sequenceNumber: 1 });
      expect(flightB).toMatchObject({ checkedIn: true, sequenceNumber: 2 });
      expect(flightA?.seatCode).toMatch(/^\d{1,2}[A-K]$/);
      expect(flightB?.seatCode).not.toBe(flightA?.seatCode);

      // A repeat changes nothing.
      const again = await checkIn(grantA, first);
      expect(again.json<CheckinResponse>().checkin.journeys[0]?.passengers[0]?.flights[0]).toEqual(flightA);

      const managed = await manage.call('GET', '/reservations', { grant: grantA });
      expect(managed.json<ManagedReservationResponse>().checkin).toEqual([
        { passengerKey: 'ADT1', flightKey: first.journeys[0]?.segments[0]?.key, status: 'checkedIn' },
      ]);

      // The seat given at check-in is no longer offered to anyone else.
      const seats = await manage.call(
        'GET',
        `/checkin/seats?bookingKey=${second.key}&departureKey=${second.journeys[0]?.key ?? ''}&departurePassengerJourneyDetailKey=ADT1`,
        { grant: grantB },
      );
      expect(seats.statusCode, seats.body).toBe(200);
      const map = seats.json<CheckinSeatsResponse>();
      expect(map.current).toEqual([
        { flightKey: second.journeys[0]?.segments[0]?.key, seatCode: flightB?.seatCode },
      ]);
      const seatA = map.flights[0]?.cabins
        .flatMap((cabin) => cabin.rows.flatMap((row) => row.elements))
        .find((element) => element.seat?.code === flightA?.seatCode);
      expect(seatA?.seat?.available).toBe(false);

      // Undo: the seat goes back, the number is not handed out again.
      const undo = await manage.call('POST', '/uncheckin', {
        grant: grantA,
        payload: { departureKey: first.journeys[0]?.key },
      });
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json<CheckinView>().journeys[0]?.passengers[0]?.flights[0]).toMatchObject({
        checkedIn: false,
        seatCode: null,
      });
      const seatRow = await test.database.db
        .selectFrom('seat_assignment')
        .select('seat_code')
        .where('reservation_id', '=', first.key)
        .execute();
      expect(seatRow).toEqual([]);
      const redo = await checkIn(grantA, first);
      expect(
        redo.json<CheckinResponse>().checkin.journeys[0]?.passengers[0]?.flights[0]?.sequenceNumber,
      ).toBe(3);

      const late = await manage.call('POST', '/uncheckin', {
        grant: await hoursBefore(first, 0.9),
        payload: { departureKey: first.journeys[0]?.key },
      });
      expect(refusalOf(late.body)).toBe(93);
    });

    it('gives two passengers checking in at once different sequence numbers', async () => {
      const flight = 2;
      const first = await paidBooking({ skip: flight });
      const bookings = [first, await paidBooking({ skip: flight }), await paidBooking({ skip: flight })];
      await hoursBefore(first, 3);
      const grants = await Promise.all(bookings.map((reservation) => manage.grant(reservation)));
      const answers = await Promise.all(
        bookings.map((reservation, index) => checkIn(grants[index] ?? '', reservation)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const numbers = answers.map(
        (answer) =>
          answer.json<CheckinResponse>().checkin.journeys[0]?.passengers[0]?.flights[0]?.sequenceNumber,
      );
      expect(numbers.toSorted()).toEqual([1, 2, 3]);
      const seats = answers.map(
        (answer) => answer.json<CheckinResponse>().checkin.journeys[0]?.passengers[0]?.flights[0]?.seatCode,
      );
      expect(new Set(seats).size).toBe(3);
    });

    /** A Paid booking made over the API from a quoted session (any passengers, extras). */
    const paidFrom = async (session: Awaited<ReturnType<typeof openQuotedSession>>) => {
      const created = await createReservation(test.app, session);
      expect(created.statusCode, created.body).toBe(201);
      const { reservation } = created.json<CreateReservationResponse>();
      await markPaid(test.database.db, reservation.key);
      return reservation;
    };

    it('keeps a seat bought with the booking, refuses another, seats a child beside an adult', async () => {
      clock.set(new Date('2026-11-21T03:00:00.000Z'));
      const session = await openQuotedSession(
        test.app,
        { from: 'SGN', to: 'HAN', date: '2026-11-26', adults: 2, children: 1 },
        async (opened) => {
          const [seat] = (await freeSeats(test.app, opened)).filter((free) => !free.isExitRow);
          return {
            ...emptyServiceSelection(),
            seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode: seat?.code ?? '' }],
          };
        },
      );
      const bought = session.services.seats[0]?.seatCode;
      const reservation = await paidFrom(session);
      const grant = await hoursBefore(reservation, 4);
      const other = await checkIn(grant, reservation, [
        { key: 'ADT1', seats: [{ flightKey: reservation.journeys[0]?.segments[0]?.key, seatCode: '30F' }] },
      ]);
      expect(other.json<ErrorEnvelope>().errorCode).toBe('CANNOT_EDIT_SERVICE');
      const response = await checkIn(grant, reservation, [{ key: 'ADT1' }, { key: 'ADT2' }, { key: 'CHD1' }]);
      expect(response.statusCode, response.body).toBe(200);
      const seatOf = (key: string) =>
        response
          .json<CheckinResponse>()
          .checkin.journeys[0]?.passengers.find((passenger) => passenger.key === key)?.flights[0]?.seatCode ??
        '';
      expect(seatOf('ADT1')).toBe(bought);
      const [child, adults] = [seatOf('CHD1'), [seatOf('ADT1'), seatOf('ADT2')]];
      const rowOf = (code: string) => code.slice(0, -1);
      const letters = 'ABCDEFGHJK';
      const besideAdult = adults.some(
        (adult) =>
          rowOf(adult) === rowOf(child) &&
          Math.abs(letters.indexOf(adult.slice(-1)) - letters.indexOf(child.slice(-1))) === 1,
      );
      expect(besideAdult, `child ${child}, adults ${adults.join(' ')}`).toBe(true);
      // Cancelling or changing flights waits for an undo.
      const cancel = await manage.call('POST', '/reservations/cancel', {
        grant,
        payload: { resolution: 'credit', amount: 1 },
      });
      expect(cancel.json<ErrorEnvelope>().errorCode).toBe('ALREADY_CHECKED_IN');
    });

    it('asks for passports on an international journey, valid six months after the flight', async () => {
      clock.set(new Date('2026-11-21T03:00:00.000Z'));
      const reservation = await paidFrom(
        await openQuotedSession(test.app, { from: 'SGN', to: 'BKK', date: '2026-11-27' }),
      );
      const grant = await hoursBefore(reservation, 6);
      expect((await view(grant)).journeys[0]?.international).toBe(true);
      const missing = await checkIn(grant, reservation);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorEnvelope>()).toMatchObject({
        errorCode: 'INVALID_PASSPORT',
        details: { issues: [{ path: 'passengers.0.document.number', code: 'documentRequired' }] },
      });
      const flightDate = reservation.journeys[0]?.segments[0]?.departure.scheduledTime.slice(0, 10) ?? '';
      const sixMonths = `${String(Number(flightDate.slice(0, 4)) + (Number(flightDate.slice(5, 7)) > 6 ? 1 : 0))}-${String(((Number(flightDate.slice(5, 7)) + 5) % 12) + 1).padStart(2, '0')}-${flightDate.slice(8)}`;
      const expiring = await checkIn(grant, reservation, [
        { key: 'ADT1', document: { number: 'c1234567', nationality: 'VN', expiresOn: '2027-01-01' } },
      ]);
      expect(expiring.json<ErrorEnvelope>().details?.issues?.map((issue) => issue.code)).toEqual([
        'documentExpiresTooSoon',
      ]);
      const unknown = await checkIn(grant, reservation, [
        { key: 'ADT1', document: { number: 'C1234567', nationality: 'XX', expiresOn: sixMonths } },
      ]);
      expect(unknown.json<ErrorEnvelope>().details?.issues?.map((issue) => issue.code)).toEqual([
        'invalidCountry',
      ]);
      const ok = await checkIn(grant, reservation, [
        { key: 'ADT1', document: { number: 'c1234567', nationality: 'VN', expiresOn: sixMonths } },
      ]);
      expect(ok.statusCode, ok.body).toBe(200);
      const stored = await test.database.db
        .selectFrom('checkin')
        .select('travel_document')
        .where('reservation_id', '=', reservation.key)
        .executeTakeFirst();
      expect(JSON.parse(stored?.travel_document ?? '{}')).toEqual({
        number: 'C1234567',
        nationality: 'VN',
        expiresOn: sixMonths,
      });
    });

    it('sends an airport without online check-in (99), another carrier (98) and an adult with an infant (96) to the counter', async () => {
      const conDao = await paidBooking({ from: 'SGN', to: 'VCS', skip: 0 });
      const conDaoGrant = await hoursBefore(conDao, 5);
      expect((await view(conDaoGrant)).journeys[0]?.refusal).toBe(99);
      expect(refusalOf((await checkIn(conDaoGrant, conDao)).body)).toBe(99);

      const thai = await paidBooking({ from: 'BKK', to: 'HKT', skip: 0 });
      const thaiGrant = await hoursBefore(thai, 5);
      expect(refusalOf((await checkIn(thaiGrant, thai)).body)).toBe(98);

      clock.set(new Date('2026-11-21T03:00:00.000Z'));
      const family = await paidFrom(
        await openQuotedSession(test.app, {
          from: 'SGN',
          to: 'DAD',
          date: '2026-11-26',
          adults: 2,
          infants: 1,
        }),
      );
      const grant = await hoursBefore(family, 5);
      const passengers = (await view(grant)).journeys[0]?.passengers ?? [];
      expect(passengers.map((passenger) => [passenger.key, passenger.refusal])).toEqual([
        ['ADT1', 96],
        ['ADT2', null],
        ['INF1', 96],
      ]);
      const withInfant = await checkIn(grant, family, [{ key: 'ADT2' }, { key: 'ADT1' }]);
      expect(refusalOf(withInfant.body)).toBe(96);
      expect(withInfant.json<ErrorEnvelope>().details?.issues?.[0]?.path).toBe('passengers.1.key');
      expect((await checkIn(grant, family, [{ key: 'ADT2' }])).statusCode).toBe(200);
    });

    it('issues boarding passes whose BCBP an independent decoder reads back, as PDF, calendar and e-mail', async () => {
      const reservation = await paidBooking({ skip: 1 });
      const grant = await hoursBefore(reservation, 8);
      const departureKey = reservation.journeys[0]?.key ?? '';
      const segment = reservation.journeys[0]?.segments[0];
      const none = await manage.call('PATCH', '/checkin/boardingPass', { grant, payload: { departureKey } });
      expect(none.statusCode).toBe(404);

      const checked = await checkIn(grant, reservation);
      expect(checked.statusCode, checked.body).toBe(200);
      const [pass, ...others] = checked.json<CheckinResponse>().boardingPasses;
      expect(others).toEqual([]);
      expect(pass).toMatchObject({
        passengerKey: 'ADT1',
        passengerName: 'NGUYEN/VAN AN',
        locator: reservation.locator,
        carrierCode: 'VJ',
        compartment: 'Y',
        sequenceNumber: 1,
        googleWalletUrl: null,
        appleWallet: false,
      });
      expect(pass?.barcodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      const decoded = decode(pass?.bcbp ?? '', 2026);
      const [leg] = decoded.data?.legs ?? [];
      expect(decoded.meta).toMatchObject({ formatCode: 'M', numberOfLegs: 1 });
      expect(decoded.data?.passengerName).toBe('NGUYEN/VAN AN');
      expect(leg).toMatchObject({
        operatingCarrierPNR: reservation.locator,
        departureAirport: segment?.departure.airport.code,
        arrivalAirport: segment?.arrival.airport.code,
        operatingCarrierDesignator: 'VJ',
        seatNumber: pass?.seatCode.padStart(4, '0'),
      });
      expect(Number(leg?.flightNumber)).toBe(Number(segment?.flight.flightNumber));
      expect(Number(leg?.checkInSequenceNumber)).toBe(1);
      // Boarding 40 minutes before departure, the gate closing 15 minutes before that.
      const departure = Date.parse(segment?.departure.utc ?? '');
      expect(Date.parse(pass?.boardingUtc ?? '')).toBe(departure - 40 * 60_000);
      expect(Date.parse(pass?.gateClosesUtc ?? '')).toBe(departure - 55 * 60_000);

      const again = await manage.call('PATCH', '/checkin/boardingPass', { grant, payload: { departureKey } });
      expect(again.json<{ boardingPasses: unknown[] }>().boardingPasses).toEqual([pass]);

      const pdf = await manage.call(
        'GET',
        `/checkin/boarding-pass.pdf?departureKey=${departureKey}&size=phone`,
        {
          grant,
        },
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = (await pdfTextLines(pdf.rawPayload)).join(' ');
      expect(text).toContain(reservation.locator);
      expect(text).toContain(pass?.seatCode ?? '?');

      const ics = await manage.call('GET', `/checkin/boarding-pass.ics?departureKey=${departureKey}`, {
        grant,
      });
      expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
      expect(ics.body.match(/BEGIN:VALARM/g)).toHaveLength(2);

      const wallet = await manage.call(
        'GET',
        `/checkin/boarding-pass.pkpass?departureKey=${departureKey}&passengerKey=ADT1`,
        { grant },
      );
      expect(wallet.statusCode).toBe(404);

      const mailed = await manage.call('POST', '/checkin/email', {
        grant,
        payload: { departureKey, languageCode: 'vi' },
      });
      expect(mailed.statusCode, mailed.body).toBe(200);
      const inbox = (await test.app.inject({ url: '/dev/mailbox.json' }))
        .json<{ messages: MailboxMessage[] }>()
        .messages.filter((message) => message.subject.includes(reservation.locator));
      const [message] = inbox;
      expect(message?.envelope.to).toEqual([reservation.contact.email]);
      expect(message?.attachments.map((attachment) => attachment.contentType).toSorted()).toEqual([
        'application/pdf',
        'image/png',
        'text/calendar',
      ]);
      const badLanguage = await manage.call('POST', '/checkin/email', {
        grant,
        payload: { departureKey, languageCode: 'xx' },
      });
      expect(badLanguage.json<ErrorEnvelope>().errorCode).toBe('INVALID_LANGUAGE');
    });
  },
  300_000,
);
