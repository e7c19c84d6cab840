import type { AirportDto, AirportGroupDto } from '@skybook/contracts/airports';
import { DEFAULT_COUNTRY_CODE } from '@skybook/domain/constants';
import type { Language } from '@skybook/domain/languages';
import { localized } from '../../../i18n/localized';
import type { Reach } from './airport-network';
import type { AirportRow } from './airport.repository';

/** requirements §3 Airport in `language`, with its province and country. */
export function toAirportDto(row: AirportRow, language: Language): Omit<AirportDto, 'reach'> {
  return {
    code: row.code,
    name: localized(language, { vi: row.name_vi, en: row.name_en }),
    city: localized(language, { vi: row.city_vi, en: row.city_en }),
    province: {
      code: row.province_code,
      name: localized(language, { vi: row.province_name_vi, en: row.province_name_en }),
      country: {
        countryCode: row.country_code,
        name: localized(language, { vi: row.country_name_vi, en: row.country_name_en }),
        languages: [row.country_language_id],
      },
    },
    timeZone: row.time_zone,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/**
 * requirements §3 Airport groups: `rows` (already in group then in-country order) grouped by country,
 * Vietnam's first; only airports `include` accepts, and groups left empty are dropped. With
 * `reach`, each airport says how it is reached.
 */
export function groupAirports(
  rows: readonly AirportRow[],
  language: Language,
  include: (code: string) => boolean,
  reach?: ReadonlyMap<string, Reach>,
): AirportGroupDto[] {
  const groups = new Map<number, AirportGroupDto & { countryFirst: boolean; sortOrder: number }>();
  for (const row of rows) {
    if (!include(row.code)) continue;
    let group = groups.get(row.group_id);
    if (!group) {
      group = {
        name: localized(language, { vi: row.group_name_vi, en: row.group_name_en }),
        countryCode: row.country_code,
        airports: [],
        countryFirst: row.country_code === DEFAULT_COUNTRY_CODE,
        sortOrder: row.group_sort_order,
      };
      groups.set(row.group_id, group);
    }
    const how = reach?.get(row.code);
    group.airports.push({ ...toAirportDto(row, language), ...(how ? { reach: how } : {}) });
  }
  return [...groups.values()]
    .sort((a, b) => Number(b.countryFirst) - Number(a.countryFirst) || a.sortOrder - b.sortOrder)
    .map(({ name, countryCode, airports }) => ({ name, countryCode, airports }));
}
