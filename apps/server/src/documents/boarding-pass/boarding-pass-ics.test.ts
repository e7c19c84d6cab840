import { describe, expect, it } from 'vitest';
import { parseIcs, prop, timezones, type Component } from '../ics-reader.fixture';
import { renderItineraryIcs } from '../itinerary-ics';
import { sampleItinerary } from '../itinerary.fixture';
import { sampleCompanionPass, samplePass, seoulPass } from './boarding-pass.fixture';
import { BOARDING_PASS_LABELS } from './boarding-pass-labels';
import { renderBoardingPassIcs } from './boarding-pass-ics';

/** Nguyen Van An and Tran Thi Bich on VJ 121 from Saigon, and Nguyen Van An on VJ 963 from Seoul. */
const PASSES = [samplePass(), sampleCompanionPass(), seoulPass()];

const vevents = (ics: string): Component[] =>
  parseIcs(ics).components.filter((component) => component.type === 'VEVENT');

const value = (component: Component | undefined, name: string): string | undefined =>
  prop(component?.properties ?? [], name)?.value;

/** An alarm's trigger as minutes before the event starts (`-PT55M` → 55). */
function minutesBefore(alarm: Component): number {
  const match = /^-PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(value(alarm, 'TRIGGER') ?? '');
  if (!match) throw new Error(`Not a trigger before the start: ${String(value(alarm, 'TRIGGER'))}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

describe('renderBoardingPassIcs', () => {
  it('writes one event per flight, starting and ending on each airport’s clock', () => {
    const ics = renderBoardingPassIcs(PASSES, 'en');
    const [saigon, seoul, ...rest] = vevents(ics);

    expect(rest).toEqual([]);
    expect(prop(saigon?.properties ?? [], 'DTSTART')).toMatchObject({
      params: new Map([['TZID', 'Asia/Ho_Chi_Minh']]),
      value: '20261202T061500',
    });
    expect(prop(saigon?.properties ?? [], 'DTEND')).toMatchObject({
      params: new Map([['TZID', 'Asia/Ho_Chi_Minh']]),
      value: '20261202T082500',
    });
    // 15:05 UTC on 5 December: 00:05 on the 6th in Seoul, landing 03:55 in Ho Chi Minh City.
    expect(prop(seoul?.properties ?? [], 'DTSTART')).toMatchObject({
      params: new Map([['TZID', 'Asia/Seoul']]),
      value: '20261206T000500',
    });
    expect(prop(seoul?.properties ?? [], 'DTEND')).toMatchObject({
      params: new Map([['TZID', 'Asia/Ho_Chi_Minh']]),
      value: '20261206T035500',
    });
    expect(new Set(timezones(ics))).toEqual(new Set(['Asia/Ho_Chi_Minh', 'Asia/Seoul']));
    expect(value(saigon, 'SUMMARY')).toBe('Flight VJ 121: Ho Chi Minh City → Hanoi');
    expect(value(seoul, 'LOCATION')).toBe('Incheon International Airport (ICN)');
    expect(value(saigon, 'STATUS')).toBe('CONFIRMED');
    expect(value(saigon, 'DTSTAMP')).toBe('20261201T010000Z');
  });

  it('lists every passenger of a flight with the seat and sequence number', () => {
    const [saigon, seoul] = vevents(renderBoardingPassIcs(PASSES, 'en'));
    const description = value(saigon, 'DESCRIPTION') ?? '';

    expect(description).toContain('Booking code: K7QX2M\\n');
    expect(description).toContain('Flight: VJ 121 · Fare: Eco\\n');
    expect(description).toContain(
      'Departs: 06:15 02/12/2026 (GMT+07:00) — Ho Chi Minh City (SGN)\\, Tan Son Nhat International Airport',
    );
    expect(description).toContain('Gate closes: 05:20\\nBoarding: 05:35\\n');
    expect(description).toContain('• NGUYEN VAN AN MR — Seat 12C · Seq. 001\\n');
    expect(description).toContain(
      '• TRAN THI BICH MRS (Infant on lap: NGUYEN BE NA) — Seat 12D · Seq. 002\\n',
    );
    expect(value(seoul, 'DESCRIPTION')).toContain('• NGUYEN VAN AN MR — Seat 3A · Seq. 017');
    expect(value(seoul, 'DESCRIPTION')).not.toContain('TRAN THI BICH');
  });

  it('rings when the gate closes and when boarding starts, on the origin airport’s clock', () => {
    const [saigon, seoul] = vevents(renderBoardingPassIcs(PASSES, 'en'));
    const alarms = (event: Component | undefined) =>
      (event?.children ?? [])
        .filter((child) => child.type === 'VALARM')
        .map((alarm) => ({
          action: value(alarm, 'ACTION'),
          minutesBefore: minutesBefore(alarm),
          description: value(alarm, 'DESCRIPTION'),
        }));

    // Boarding starts 40 minutes before departure; the gate closes 15 minutes before that.
    expect(alarms(saigon)).toEqual([
      {
        action: 'DISPLAY',
        minutesBefore: 55,
        description: 'Flight VJ 121: the boarding gate closes at 05:20.',
      },
      { action: 'DISPLAY', minutesBefore: 40, description: 'Flight VJ 121: boarding starts at 05:35.' },
    ]);
    expect(alarms(seoul)).toEqual([
      {
        action: 'DISPLAY',
        minutesBefore: 55,
        description: 'Flight VJ 963: the boarding gate closes at 23:10 05/12/2026.',
      },
      {
        action: 'DISPLAY',
        minutesBefore: 40,
        description: 'Flight VJ 963: boarding starts at 23:25 05/12/2026.',
      },
    ]);
    const pass = samplePass();
    expect(Date.parse(pass.departureUtc) - Date.parse(pass.gateClosesUtc)).toBe(55 * 60_000);
  });

  it('translates the texts and the reminders', () => {
    for (const language of ['vi', 'ja', 'ru'] as const) {
      const labels = BOARDING_PASS_LABELS[language];
      const [saigon] = vevents(renderBoardingPassIcs([samplePass()], language));
      const reminders = (saigon?.children ?? []).map((alarm) => value(alarm, 'DESCRIPTION'));

      expect(reminders).toEqual([
        labels.alarmGateCloses('VJ 121', '05:20'),
        labels.alarmBoarding('VJ 121', '05:35'),
      ]);
      expect(value(saigon, 'DESCRIPTION')).toContain(`${labels.seat} 12C`);
    }
    const [vi] = vevents(renderBoardingPassIcs([samplePass()], 'vi'));
    expect(value(vi, 'SUMMARY')).toBe('Chuyến bay VJ 121: TP. Hồ Chí Minh → Hà Nội');
    expect((vi?.children ?? []).map((alarm) => value(alarm, 'DESCRIPTION'))).toEqual([
      'Chuyến bay VJ 121: cửa ra tàu bay đóng lúc 05:20.',
      'Chuyến bay VJ 121: bắt đầu lên tàu bay lúc 05:35.',
    ]);
  });

  it('keeps UIDs stable per booking and flight, apart from the itinerary’s events', () => {
    const uids = (ics: string) => vevents(ics).map((event) => value(event, 'UID'));
    const boarding = uids(renderBoardingPassIcs(PASSES, 'vi'));

    expect(boarding).toEqual(['K7QX2M-101-boarding@skybook.vn', 'K7QX2M-202-boarding@skybook.vn']);
    expect(
      uids(renderBoardingPassIcs([seoulPass(), samplePass({ issuedAt: '2026-12-01T02:00:00.000Z' })], 'en')),
    ).toEqual(boarding);
    expect(uids(renderItineraryIcs(sampleItinerary(), 'vi'))).not.toEqual(
      expect.arrayContaining([boarding[0]]),
    );
  });

  it('folds lines at 75 octets with CRLF endings', () => {
    const ics = renderBoardingPassIcs(PASSES, 'vi');
    const { lines } = parseIcs(ics);

    expect(ics).not.toMatch(/[^\r]\n/);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
  });

  it('refuses no pass', () => {
    expect(() => renderBoardingPassIcs([], 'en')).toThrow(TypeError);
  });
});
