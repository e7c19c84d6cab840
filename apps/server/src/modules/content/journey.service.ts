import type { FareFamilyDto } from '@skybook/contracts/airports';
import { journeyRequiresDocuments } from '@skybook/domain/documents-rule';
import type { Language } from '@skybook/domain/languages';
import { readFareBenefits, readFreeSeatClasses } from '../../db/fare-family-json';
import type { NetworkTables } from '../../db/tables/network';
import { localized } from '../../i18n/localized';
import type { Reach } from './airports/airport-network';

/** A fare family's lines on the fare card in `language` (English for languages other than vi). */
export function fareBenefits(row: NetworkTables['fare_family'], language: Language): string[] {
  return localized(language, readFareBenefits(row.benefits));
}

export function toFareFamilyDto(row: NetworkTables['fare_family'], language: Language): FareFamilyDto {
  return {
    code: row.code,
    name: localized(language, { vi: row.name_vi, en: row.name_en }),
    cabinBaggageKg: row.cabin_baggage_kg,
    checkedBaggageKg: row.checked_baggage_kg,
    hasGolfBagAllowance: row.has_golf_bag_allowance === 1,
    hasPriorityCheckin: row.has_priority_checkin === 1,
    hasMeal: row.has_meal === 1,
    hasDrinks: row.has_drinks === 1,
    hasLounge: row.has_lounge === 1,
    freeSeatClasses: readFreeSeatClasses(row.free_seat_classes),
    canChange: row.can_change === 1,
    changeFee: row.change_fee,
    canRefund: row.can_refund === 1,
    benefits: fareBenefits(row, language),
  };
}

/**
 * Whether the journeys from `originCountry` to a destination need documents (requirements §5): for the
 * journey as sold (non-stop, else one stop through the first hub) and for a one-stop journey
 * through a hub when one exists (null otherwise). Hubs are Vietnamese.
 */
export function documentsFor(
  originCountry: string,
  destinationCountry: string,
  reach: Reach,
  hubCountry: (hub: string) => string,
): { requiresDocuments: boolean; requiresDocumentsWithConnection: boolean | null } {
  const connectionHub = reach.connectionVia[0];
  const withConnection =
    connectionHub === undefined
      ? null
      : journeyRequiresDocuments([
          { originCountry, destinationCountry: hubCountry(connectionHub) },
          { originCountry: hubCountry(connectionHub), destinationCountry },
        ]);
  const direct = journeyRequiresDocuments([{ originCountry, destinationCountry }]);
  return {
    requiresDocuments: reach.isDirect ? direct : (withConnection ?? direct),
    requiresDocumentsWithConnection: withConnection,
  };
}
