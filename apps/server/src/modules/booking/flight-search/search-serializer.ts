import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import { serializeJourney } from './journey-cache';

/** Stands for a leg's journeys while the rest of the answer is stringified (JSON escapes U+0000). */
const JOURNEYS_MARK = '\u0000journeys';
const JOURNEYS_MARK_JSON = JSON.stringify(JOURNEYS_MARK);

/**
 * The JSON of a search answer, exactly what JSON.stringify gives, with each journey's text taken
 * from journey-cache.ts (pre-serialised once per priced state, keys spliced in) instead of
 * stringifying the ~25 KB of prices again. Anything unexpected falls back to JSON.stringify.
 */
export function serializeSearchResponse(data: unknown): string {
  const response = data as SearchFlightResponse;
  if (typeof data !== 'object' || data === null || !Array.isArray(response.legs)) return JSON.stringify(data);
  const journeys: string[] = [];
  const legs = response.legs.map((leg) => {
    journeys.push(`[${leg.journeys.map(serializeJourney).join(',')}]`);
    return { ...leg, journeys: JOURNEYS_MARK };
  });
  const parts = JSON.stringify({ ...response, legs }).split(JOURNEYS_MARK_JSON);
  if (parts.length !== journeys.length + 1) return JSON.stringify(data);
  let json = parts[0] ?? '';
  for (let index = 0; index < journeys.length; index += 1)
    json += `${journeys[index] ?? ''}${parts[index + 1] ?? ''}`;
  return json;
}
