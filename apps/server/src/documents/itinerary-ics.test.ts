import { describe, expect, it } from 'vitest';
import type { ItineraryDocument } from './itinerary';
import { AIRPORTS, sampleItinerary, sampleStatement } from './itinerary.fixture';
import { renderItineraryIcs } from './itinerary-ics';
import { events, parseIcs, prop, timezones } from './ics-reader.fixture';

function sydneyAlmatyTrip(): ItineraryDocument {
  return sampleItinerary({
    passengers: [],
    statement: sampleStatement({ feeAmount: 0, paidAmount: 0 }, []),
    journeys: [
      {
        key: 'J1',
        direction: 'leg',
        fareFamily: 'Eco',
        segments: [
          {
            key: 'S1',
            carrierCode: 'VJ',
            flightNumber: '85',
            origin: AIRPORTS.SGN,
            destination: AIRPORTS.SYD,
            departureUtc: '2026-12-01T14:00:00.000Z',
            arrivalUtc: '2026-12-01T23:10:00.000Z',
            aircraft: 'Airbus A330-300',
          },
          {
            key: 'S2',
            carrierCode: 'VJ',
            flightNumber: '86',
            origin: AIRPORTS.SYD,
            destination: AIRPORTS.ALA,
            departureUtc: '2027-06-03T01:00:00.000Z',
            arrivalUtc: '2027-06-03T12:10:00.000Z',
            aircraft: 'Airbus A330-300',
          },
        ],
      },
    ],
  });
}

describe('renderItineraryIcs', () => {
  it('writes one event per flight, starting and ending in each airport’s zone', () => {
    const ics = renderItineraryIcs(sampleItinerary(), 'en');
    const [outbound, inbound, ...rest] = events(ics);

    expect(rest).toEqual([]);
    expect(prop(outbound ?? [], 'DTSTART')).toMatchObject({
      params: new Map([['TZID', 'Asia/Ho_Chi_Minh']]),
      value: '20261202T061500',
    });
    expect(prop(outbound ?? [], 'DTEND')).toMatchObject({
      params: new Map([['TZID', 'Asia/Ho_Chi_Minh']]),
      value: '20261202T082500',
    });
    expect(prop(inbound ?? [], 'DTSTART')?.value).toBe('20261206T180000');
    expect(prop(outbound ?? [], 'SUMMARY')?.value).toBe('Flight VJ 121: Ho Chi Minh City → Hanoi');
    expect(prop(outbound ?? [], 'LOCATION')?.value).toBe('Tan Son Nhat International Airport (SGN)');
    expect(prop(outbound ?? [], 'STATUS')?.value).toBe('CONFIRMED');
    expect(prop(outbound ?? [], 'DTSTAMP')?.value).toBe('20261121T030500Z');
    expect(timezones(ics)).toEqual(['Asia/Ho_Chi_Minh']);
  });

  it('gives each zone it names a VTIMEZONE, across daylight saving time', () => {
    const ics = renderItineraryIcs(sydneyAlmatyTrip(), 'en');
    const [toSydney, fromSydney] = events(ics);

    expect(prop(toSydney ?? [], 'DTSTART')).toMatchObject({
      params: new Map([['TZID', 'Asia/Ho_Chi_Minh']]),
      value: '20261201T210000',
    });
    // December in Sydney is daylight time, UTC+11.
    expect(prop(toSydney ?? [], 'DTEND')).toMatchObject({
      params: new Map([['TZID', 'Australia/Sydney']]),
      value: '20261202T101000',
    });
    // June is standard time, UTC+10.
    expect(prop(fromSydney ?? [], 'DTSTART')?.value).toBe('20270603T110000');
    const named = new Set(
      events(ics).flatMap((event) =>
        ['DTSTART', 'DTEND']
          .map((name) => prop(event, name)?.params.get('TZID'))
          .filter((zone) => zone !== undefined),
      ),
    );
    expect(new Set(timezones(ics))).toEqual(named);
  });

  it('writes UTC where the packaged zone rules are out of date (Almaty left UTC+6 in 2024)', () => {
    const ics = renderItineraryIcs(sydneyAlmatyTrip(), 'en');
    const fromSydney = events(ics)[1] ?? [];

    expect(prop(fromSydney, 'DTEND')).toMatchObject({ params: new Map(), value: '20270603T121000Z' });
    expect(timezones(ics)).not.toContain('Asia/Almaty');
    expect(prop(fromSydney, 'DESCRIPTION')?.value).toContain('17:10 03/06/2027 (GMT+05:00)');
  });

  it('keeps UIDs stable per booking and flight', () => {
    const uids = (doc: ItineraryDocument): string[] =>
      events(renderItineraryIcs(doc, 'vi')).map((event) => prop(event, 'UID')?.value ?? '');

    expect(uids(sampleItinerary())).toEqual(['K7QX2M-101@skybook.vn', 'K7QX2M-202@skybook.vn']);
    expect(uids(sampleItinerary({ issuedAt: '2026-11-22T00:00:00.000Z', status: 'Paid' }))).toEqual(
      uids(sampleItinerary()),
    );
  });

  it('translates the texts and marks an unpaid booking tentative', () => {
    const doc = sampleItinerary({
      status: 'Unpaid',
      holdExpiresAt: '2026-11-21T09:00:00.000Z',
      payment: { methodName: null, status: null },
      statement: sampleStatement({ feeAmount: 0, paidAmount: 0 }),
    });
    const vi = events(renderItineraryIcs(doc, 'vi'))[0] ?? [];
    const ja = events(renderItineraryIcs(doc, 'ja'))[0] ?? [];

    expect(prop(vi, 'SUMMARY')?.value).toBe('Chuyến bay VJ 121: TP. Hồ Chí Minh → Hà Nội');
    expect(prop(vi, 'LOCATION')?.value).toBe('Sân bay quốc tế Tân Sơn Nhất (SGN)');
    expect(prop(vi, 'DESCRIPTION')?.value).toContain('Mã đặt chỗ: K7QX2M\\n');
    expect(prop(vi, 'DESCRIPTION')?.value).toContain('Ông NGUYEN VAN AN — Ghế 12A');
    expect(prop(vi, 'STATUS')?.value).toBe('TENTATIVE');
    expect(prop(ja, 'SUMMARY')?.value).toBe('フライト VJ 121：Ho Chi Minh City → Hanoi');
  });

  it('folds lines at 75 octets with CRLF endings', () => {
    const ics = renderItineraryIcs(sampleItinerary(), 'vi');
    const { lines } = parseIcs(ics);

    expect(ics).not.toMatch(/[^\r]\n/);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line !== '').at(-1)).toBe('END:VCALENDAR');
  });
});
