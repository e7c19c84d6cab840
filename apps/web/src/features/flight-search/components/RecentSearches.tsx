import type { AirportGroupDto } from '@skybook/contracts/airports';
import { formatDay, type DayStyle } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { sitePath } from '../../../lib/site-path';
import { useBookingDraft } from '../../../stores/booking-draft';
import { useAirports } from '../../../lib/airports';
import { fillFormWithRecentSearch, useRecentSearches, type RecentSearch } from '../recent-searches';
import { toSearchParams } from '../search-params';
import type { RecentSearchesSection } from './AirportComboBox';
import '../search-form-extras.css';

function formatDates(search: RecentSearch, language: Language, style: DayStyle): string {
  const depart = formatDay(search.departDate, language, style);
  if (search.returnDate === null) return depart;
  // Two whole dates, as the chips show them; Intl's range form would vary by language.
  return `${depart} – ${formatDay(search.returnDate, language, style)}`;
}

interface DescribedSearch {
  readonly search: RecentSearch;
  /** "SGN → HAN". */
  readonly route: string;
  /** "Hà Nội → TP. Hồ Chí Minh", or the codes while the airports load. */
  readonly cityRoute: string;
  /** "23/11 – 30/11 · 4 khách". */
  readonly details: string;
  /** "23 thg 11, 2026 – 30 thg 11, 2026 · 2 người lớn, 1 trẻ em, 1 em bé". */
  readonly longDetails: string;
}

/** Recent searches with the texts the picker and the chips show. */
function useDescribedSearches(language: Language, groups: readonly AirportGroupDto[] | undefined) {
  const { t } = useTranslation('searchForm');
  const { t: tCommon } = useTranslation();
  const searches = useRecentSearches((state) => state.searches);
  return useMemo(() => {
    const cities = new Map<string, string>();
    for (const group of groups ?? [])
      for (const airport of group.airports) cities.set(airport.code, airport.city);
    return searches.map((search): DescribedSearch => {
      const { adults, children, infants } = search.passengers;
      const travellers = t('recent.travellers', { count: adults + children + infants });
      const passengers = tCommon('flightSearch.passengers.summary', { adults, children, infants });
      return {
        search,
        route: t('recent.route', { from: search.departAirport, to: search.arrivalAirport }),
        cityRoute: t('recent.route', {
          from: cities.get(search.departAirport) ?? search.departAirport,
          to: cities.get(search.arrivalAirport) ?? search.arrivalAirport,
        }),
        details: t('recent.details', { dates: formatDates(search, language, 'numeric'), travellers }),
        longDetails: t('recent.details', {
          dates: formatDates(search, language, 'medium'),
          travellers: passengers,
        }),
      };
    });
  }, [searches, groups, language, t, tCommon]);
}

/**
 * The departure picker's "recent searches" section: choosing one fills departure, arrival,
 * dates and passengers. Undefined while nothing is remembered.
 */
export function useRecentSearchesSection(
  language: Language,
  groups: readonly AirportGroupDto[] | undefined,
): RecentSearchesSection | undefined {
  const { t } = useTranslation('searchForm');
  const described = useDescribedSearches(language, groups);
  return useMemo(() => {
    if (described.length === 0) return undefined;
    return {
      title: t('recent.title'),
      options: described.map((entry) => ({
        id: entry.search.key,
        label: `${entry.cityRoute} (${entry.route})`,
        description: entry.longDetails,
      })),
      onChoose: (key) => {
        const entry = described.find((item) => item.search.key === key);
        if (entry) fillFormWithRecentSearch(entry.search);
      },
    };
  }, [described, t]);
}

export interface RecentSearchChipsProps {
  readonly language: Language;
}

/** Home's row of recent searches under the form: each runs its search again or can be removed. */
export function RecentSearchChips({ language }: RecentSearchChipsProps) {
  const { t } = useTranslation('searchForm');
  const airports = useAirports(language, null);
  const described = useDescribedSearches(language, airports.data?.airportGroups);
  const currency = useBookingDraft((draft) => draft.currencyDefault);
  const record = useRecentSearches((state) => state.record);
  const remove = useRecentSearches((state) => state.remove);
  const sectionRef = useRef<HTMLElement>(null);

  if (described.length === 0) return null;

  /** Keeps keyboard focus in the row after a chip goes: on its neighbour, else on Find flight. */
  function removeAt(index: number, key: string): void {
    const links = sectionRef.current?.querySelectorAll<HTMLElement>('.recent-chip__run');
    const neighbour = links?.[index + 1] ?? links?.[index - 1];
    const form = sectionRef.current?.parentElement?.querySelector<HTMLElement>('button[type="submit"]');
    remove(key);
    (neighbour ?? form)?.focus();
  }

  return (
    <section ref={sectionRef} className="recent-searches" aria-labelledby="recent-searches-title">
      <h3 id="recent-searches-title" className="recent-searches__title">
        {t('recent.title')}
      </h3>
      <ul className="recent-searches__list">
        {described.map((entry, index) => {
          const params = toSearchParams({ ...entry.search, currency, promoCode: null });
          return (
            <li key={entry.search.key} className="recent-chip">
              <Link
                className="recent-chip__run"
                to={`${sitePath(language, 'select-flight')}?${params.toString()}`}
                title={`${entry.cityRoute}, ${entry.longDetails}`}
                onClick={() => {
                  record(entry.search);
                }}
              >
                <span className="visually-hidden">{t('recent.run')} </span>
                <span className="recent-chip__route">{entry.route}</span>{' '}
                <span className="recent-chip__details">{entry.details}</span>
              </Link>
              <Button
                className="recent-chip__remove"
                aria-label={t('recent.remove', { search: `${entry.route}, ${entry.details}` })}
                onPress={() => {
                  removeAt(index, entry.search.key);
                }}
              >
                <Icon name="close" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
