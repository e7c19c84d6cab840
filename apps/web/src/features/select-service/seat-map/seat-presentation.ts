import type { CurrencyCode } from '@skybook/domain/currency';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';
import type { SeatRuleViolation } from '@skybook/domain/seat-rules';
import type { TFunction } from 'i18next';
import type { GridCell, GridRow, KnownSeatClass } from './seat-grid';

const CLASS_MODIFIER: Record<KnownSeatClass, string> = {
  Business: 'business',
  Premium: 'premium',
  Standard: 'standard',
  ExitRow: 'exit-row',
  FrontRow: 'front-row',
};

/** The CSS modifier of a seat class: its colours and its glyph (seat-map.css), the same on the map and in the legend. */
export function seatClassModifier(seatClass: KnownSeatClass): string {
  return CLASS_MODIFIER[seatClass];
}

/** The translated name of a seat class. */
export function seatClassName(t: TFunction<'selectService'>, seatClass: KnownSeatClass): string {
  switch (seatClass) {
    case 'Business':
      return t('seatMap.classes.Business');
    case 'Premium':
      return t('seatMap.classes.Premium');
    case 'Standard':
      return t('seatMap.classes.Standard');
    case 'ExitRow':
      return t('seatMap.classes.ExitRow');
    case 'FrontRow':
      return t('seatMap.classes.FrontRow');
  }
}

/** A seat's price as the server gave it, in the booking currency, or "Included" when the fare family includes it. */
export function seatPrice(
  t: TFunction<'selectService'>,
  amount: number,
  includedInFare: boolean,
  currency: CurrencyCode,
  locale: string,
): string {
  return includedInFare ? t('seatMap.included') : formatMoney(money(amount, currency), locale);
}

/** The rules that leave a free seat choosable for some passengers but not for the one choosing. */
export type PassengerRestriction = Extract<
  SeatRuleViolation,
  'exitRowNoChildOrInfant' | 'oneInfantPerBlock' | 'childNextToAdult'
>;

export function isPassengerRestriction(problem: SeatRuleViolation | null): problem is PassengerRestriction {
  return (
    problem === 'exitRowNoChildOrInfant' || problem === 'oneInfantPerBlock' || problem === 'childNextToAdult'
  );
}

function restrictionText(t: TFunction<'selectService'>, problem: PassengerRestriction): string {
  switch (problem) {
    case 'exitRowNoChildOrInfant':
      return t('seatMap.restriction.exitRowNoChildOrInfant');
    case 'oneInfantPerBlock':
      return t('seatMap.restriction.oneInfantPerBlock');
    case 'childNextToAdult':
      return t('seatMap.restriction.childNextToAdult');
  }
}

export interface SeatDescription {
  readonly row: GridRow;
  readonly cell: GridCell;
  readonly currency: CurrencyCode;
  readonly locale: string;
  /** The passenger of the booking sitting there. */
  readonly ownerName: string | undefined;
  /** The passenger choosing now, and the rule that keeps them from this seat. */
  readonly restriction: { readonly name: string; readonly problem: PassengerRestriction } | undefined;
}

/**
 * What a screen reader hears on a place of the map: row and letter, window / aisle / middle,
 * class, price, the exit-row restriction, then who sits there, that it is unavailable or why the
 * passenger choosing now may not take it. Empty for aisles and gaps, which are never focused.
 */
export function describeSeat(
  t: TFunction<'selectService'>,
  list: Intl.ListFormat,
  { row, cell, currency, locale, ownerName, restriction }: SeatDescription,
): string {
  if (cell.kind === 'unknown') {
    const name = cell.letter
      ? t('seatMap.seatName', { row: row.number, letter: cell.letter })
      : t('seatMap.elementName', { row: row.number, position: cell.position });
    return list.format([name, t('seatMap.unavailable')]);
  }
  if (cell.kind !== 'seat') return '';
  const { seat } = cell;
  const parts = [
    t('seatMap.seatName', { row: row.number, letter: seat.letter }),
    seat.isWindow
      ? t('seatMap.position.window')
      : seat.isAisle
        ? t('seatMap.position.aisle')
        : t('seatMap.position.middle'),
    seatClassName(t, cell.seatClass),
    seatPrice(t, seat.totalAmount, seat.includedInFare, currency, locale),
  ];
  if (row.isExitRow || cell.seatClass === 'ExitRow') parts.push(t('seatMap.exitRestriction'));
  if (ownerName !== undefined) parts.push(t('seatMap.chosenFor', { name: ownerName }));
  else if (!seat.available) parts.push(t('seatMap.unavailable'));
  // The exit-row restriction is already said for every passenger.
  else if (restriction && restriction.problem !== 'exitRowNoChildOrInfant') {
    parts.push(
      t('seatMap.notForPassenger', {
        name: restriction.name,
        reason: restrictionText(t, restriction.problem),
      }),
    );
  }
  return list.format(parts);
}

/** Why choosing `seat` did nothing, for the live region: `name` is choosing, `other` already sits there. */
export function problemMessage(
  t: TFunction<'selectService'>,
  problem: SeatRuleViolation,
  { seat, name, other }: { readonly seat: string; readonly name: string; readonly other: string },
): string {
  switch (problem) {
    case 'seatUnavailable':
      return t('seatMap.problem.seatUnavailable', { seat });
    case 'seatTakenByOther':
      return t('seatMap.problem.seatTakenByOther', { seat, other });
    case 'exitRowNoChildOrInfant':
      return t('seatMap.problem.exitRowNoChildOrInfant', { seat, name });
    case 'oneInfantPerBlock':
      return t('seatMap.problem.oneInfantPerBlock', { seat, name });
    case 'childNextToAdult':
      return t('seatMap.problem.childNextToAdult', { name });
    case 'unknownSeatClass':
      return t('seatMap.problem.unknownSeatClass', { seat });
  }
}
