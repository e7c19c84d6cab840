import type { LegalContentKey } from '@skybook/contracts/legal-content';
import type { InsuranceChoice, ItemChoice, SeatChoice, ServiceSelection } from '@skybook/contracts/quotation';

/**
 * What the traveller adds on /my/edit-service, before the server prices it: each addition with
 * the price the page showed (for the running total; the quotation is the price) and the terms
 * it needs. One slot per thing a passenger can have once: a seat per flight, a bag pack per
 * journey, an extra per flight, insurance per trip; choosing again replaces the slot.
 */
export type Addition =
  | { readonly kind: 'seat'; readonly choice: SeatChoice; readonly amount: number; readonly label: string }
  | {
      readonly kind: 'item';
      readonly choice: ItemChoice;
      readonly amount: number;
      readonly label: string;
      /** Bags: one pack per passenger and journey, whatever the product. */
      readonly isBag: boolean;
      readonly termsKey: LegalContentKey | null;
    }
  | {
      readonly kind: 'insurance';
      readonly choice: InsuranceChoice;
      readonly amount: number;
      readonly label: string;
      readonly termsKey: LegalContentKey;
    };

export type Additions = ReadonlyMap<string, Addition>;

/** The slot an addition fills. */
export function slotOf(addition: Addition): string {
  switch (addition.kind) {
    case 'seat': {
      const { journeyIndex, flightIndex, passengerKey } = addition.choice;
      return `seat|${String(journeyIndex)}|${String(flightIndex)}|${passengerKey}`;
    }
    case 'item': {
      const { journeyIndex, flightIndex, passengerKey, productCode } = addition.choice;
      return addition.isBag
        ? `bag|${String(journeyIndex)}|${String(passengerKey)}`
        : `item|${String(journeyIndex)}|${String(flightIndex)}|${String(passengerKey)}|${productCode}`;
    }
    case 'insurance':
      return `insurance|${addition.choice.passengerKey}`;
  }
}

export function addAddition(additions: Additions, addition: Addition): Additions {
  const next = new Map(additions);
  next.set(slotOf(addition), addition);
  return next;
}

export function removeSlot(additions: Additions, slot: string): Additions {
  const next = new Map(additions);
  next.delete(slot);
  return next;
}

/** What the page shows as the running total of the addition. */
export function runningTotal(additions: Additions): number {
  let total = 0;
  for (const addition of additions.values()) total += addition.amount;
  return total;
}

/** Terms the additions need accepted (shuttle, flowers, insurance …). */
export function termsNeeded(additions: Additions): LegalContentKey[] {
  const keys = new Set<LegalContentKey>();
  for (const addition of additions.values()) {
    if (addition.kind !== 'seat' && addition.termsKey !== null) keys.add(addition.termsKey);
  }
  return [...keys];
}

/** The request's `services`: what is added, nothing else (decision 024). */
export function toServiceSelection(additions: Additions, acceptTerms: boolean): ServiceSelection {
  const all = [...additions.values()];
  return {
    seats: all.flatMap((addition) => (addition.kind === 'seat' ? [addition.choice] : [])),
    items: all.flatMap((addition) => (addition.kind === 'item' ? [addition.choice] : [])),
    insurance: all.flatMap((addition) => (addition.kind === 'insurance' ? [addition.choice] : [])),
    flyGreenVnd: null,
    acceptedTerms: acceptTerms ? termsNeeded(additions) : [],
  };
}
