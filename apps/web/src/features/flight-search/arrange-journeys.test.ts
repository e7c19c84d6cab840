import { searchFlightResponseSchema, type JourneyDto } from '@skybook/contracts/flight-search';
import { describe, expect, it } from 'vitest';
import { arrangeJourneys, DEFAULT_ARRANGEMENT, timeOfDayOf } from './arrange-journeys';
import fixture from './components/search-flight.fixture.json';

const base = searchFlightResponseSchema.parse(fixture).legs[0]?.journeys[0];
if (!base) throw new Error('fixture has no journey');

function journey(
  key: string,
  hour: number,
  stops: number,
  duration: number,
  lowest: number | null,
): JourneyDto {
  const time = `2099-01-10T${String(hour).padStart(2, '0')}:00`;
  const segment = base?.segments[0];
  if (!segment) throw new Error('fixture has no segment');
  return {
    ...base,
    key,
    stops,
    durationMinutes: duration,
    lowestTotalAmount: lowest,
    segments: [
      {
        ...segment,
        departure: {
          ...segment.departure,
          localDateTime: `${time}+07:00`,
          utc: `2099-01-10T${String(hour - 7 + 10).padStart(2, '0')}:00:00.000Z`,
        },
      },
    ],
  };
}

const early = journey('early', 6, 0, 135, 900);
const noon = journey('noon', 13, 1, 300, 500);
const late = journey('late', 20, 0, 130, null);
const all = [late, noon, early];

describe('arranging journeys', () => {
  it('orders by departure by default', () => {
    expect(arrangeJourneys(all, DEFAULT_ARRANGEMENT).map((entry) => entry.key)).toEqual([
      'early',
      'noon',
      'late',
    ]);
  });

  it('orders by lowest price, with nothing on sale last', () => {
    expect(arrangeJourneys(all, { ...DEFAULT_ARRANGEMENT, sort: 'price' }).map((entry) => entry.key)).toEqual(
      ['noon', 'early', 'late'],
    );
  });

  it('orders by duration', () => {
    expect(
      arrangeJourneys(all, { ...DEFAULT_ARRANGEMENT, sort: 'duration' }).map((entry) => entry.key),
    ).toEqual(['late', 'early', 'noon']);
  });

  it('keeps direct flights only, and only the chosen times of day', () => {
    expect(
      arrangeJourneys(all, { ...DEFAULT_ARRANGEMENT, directOnly: true }).map((entry) => entry.key),
    ).toEqual(['early', 'late']);
    expect(
      arrangeJourneys(all, { ...DEFAULT_ARRANGEMENT, timesOfDay: ['afternoon', 'evening'] }).map(
        (entry) => entry.key,
      ),
    ).toEqual(['noon', 'late']);
    expect(timeOfDayOf(early)).toBe('morning');
  });
});
