import { ticketPageSchema } from '@skybook/contracts/content-store';
import type { IsoDate } from '@skybook/domain/clock';
import { describe, expect, it } from 'vitest';
import {
  cheapestByWeek,
  findLandingPage,
  landingAlternates,
  landingFareWindow,
  landingFolder,
  landingPath,
  parseLandingSlug,
} from './landing';

const page = (id: string, from: string, to: string, vi: string, en: string) =>
  ticketPageSchema.parse({
    id,
    slug: en,
    title: `Flights ${from} – ${to}`,
    summary: '',
    body: '<p></p>',
    originCode: from,
    destinationCode: to,
    image: `/content/media/tickets/${id}.svg`,
    alternates: { vi, en, th: en, ko: en, 'zh-CN': en, 'zh-TW': en, ja: en, ru: en },
    languageId: 'en',
  });

const PAGES = [
  page('sgn-han', 'SGN', 'HAN', 'tp-ho-chi-minh-ha-noi', 'ho-chi-minh-city-hanoi'),
  page('han-dad', 'HAN', 'DAD', 'ha-noi-da-nang', 'hanoi-da-nang'),
];

describe('landing addresses', () => {
  it('uses the Vietnamese folder in Vietnamese and the English one in every other language', () => {
    expect(landingFolder('vi')).toBe('ve-may-bay');
    expect(landingFolder('en')).toBe('flight-tickets');
    expect(landingFolder('ja')).toBe('flight-tickets');
    expect(landingPath('vi')).toBe('/ve-may-bay');
    expect(landingPath('ko', 'hanoi-da-nang')).toBe('/flight-tickets/hanoi-da-nang');
  });

  it('gives the language switch each language’s address of the same page', () => {
    expect(landingAlternates(PAGES[0]?.alternates)).toMatchObject({
      vi: '/ve-may-bay/tp-ho-chi-minh-ha-noi',
      en: '/flight-tickets/ho-chi-minh-city-hanoi',
      ru: '/flight-tickets/ho-chi-minh-city-hanoi',
    });
    expect(landingAlternates({ vi: 'ha-noi-da-nang', en: '' })).toEqual({ vi: '/ve-may-bay/ha-noi-da-nang' });
    // The list has no slug: every language's folder.
    expect(landingAlternates()).toMatchObject({
      vi: '/ve-may-bay',
      en: '/flight-tickets',
      th: '/flight-tickets',
    });
  });
});

describe('parseLandingSlug', () => {
  it('reads a page slug as typed: decoded, trimmed, in lower case', () => {
    expect(parseLandingSlug('Ha-Noi-Da-Nang')).toEqual({ kind: 'page', slug: 'ha-noi-da-nang' });
    expect(parseLandingSlug('%20hanoi-da-nang%20')).toEqual({ kind: 'page', slug: 'hanoi-da-nang' });
    expect(parseLandingSlug('東京-大阪')).toEqual({ kind: 'page', slug: '東京-大阪' });
  });

  it('reads two different three-letter codes as a city pair', () => {
    expect(parseLandingSlug('sgn-han')).toEqual({ kind: 'cityPair', from: 'SGN', to: 'HAN' });
    expect(parseLandingSlug('SGN-PQC')).toEqual({ kind: 'cityPair', from: 'SGN', to: 'PQC' });
    expect(parseLandingSlug('sgn-sgn')).toEqual({ kind: 'page', slug: 'sgn-sgn' });
    expect(parseLandingSlug('sgn-hanoi')).toEqual({ kind: 'page', slug: 'sgn-hanoi' });
  });

  it('refuses what is not a slug', () => {
    for (const raw of [undefined, '', '-hanoi', 'hanoi-', 'ha--noi', 'ha noi', 'a/b', '%E0%A4%A', '<script>'])
      expect(parseLandingSlug(raw), String(raw)).toBeUndefined();
  });
});

describe('findLandingPage', () => {
  it('finds a page by its slug in any language, or by its city pair', () => {
    expect(findLandingPage(PAGES, { kind: 'page', slug: 'hanoi-da-nang' })?.id).toBe('han-dad');
    expect(findLandingPage(PAGES, { kind: 'page', slug: 'tp-ho-chi-minh-ha-noi' })?.id).toBe('sgn-han');
    expect(findLandingPage(PAGES, { kind: 'cityPair', from: 'HAN', to: 'DAD' })?.id).toBe('han-dad');
    expect(findLandingPage(PAGES, { kind: 'cityPair', from: 'DAD', to: 'HAN' })).toBeUndefined();
    expect(findLandingPage(PAGES, { kind: 'page', slug: 'ha-noi-bangkok' })).toBeUndefined();
  });
});

describe('cheapestByWeek', () => {
  const from = '2026-11-22' as IsoDate;
  const fare = (date: string, amount: number | null) => ({
    date,
    flights: amount === null ? 0 : 4,
    lowestTotalAmount: amount,
    fareFamily: amount === null ? null : 'Eco',
  });

  it('asks for four weeks from tomorrow', () => {
    expect(landingFareWindow('2026-11-21' as IsoDate)).toEqual({ from: '2026-11-22', to: '2026-12-19' });
  });

  it('gives each week its cheapest day, the earliest of equal fares, and no fare when none is on sale', () => {
    const weeks = cheapestByWeek(
      {
        days: [
          fare('2026-11-22', 1_200_000),
          fare('2026-11-24', 900_000),
          fare('2026-11-26', 900_000),
          fare('2026-11-28', 1_500_000),
          // The next week: sold out or no flight every day.
          fare('2026-11-30', null),
          fare('2026-12-06', 800_000),
          // Outside the four weeks.
          fare('2026-12-20', 100_000),
        ],
      },
      from,
    );
    expect(weeks).toEqual([
      { from: '2026-11-22', to: '2026-11-28', cheapest: { date: '2026-11-24', amount: 900_000 } },
      { from: '2026-11-29', to: '2026-12-05', cheapest: null },
      { from: '2026-12-06', to: '2026-12-12', cheapest: { date: '2026-12-06', amount: 800_000 } },
      { from: '2026-12-13', to: '2026-12-19', cheapest: null },
    ]);
  });
});
