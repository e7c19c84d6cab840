import type { AncillaryProductDto } from '@skybook/contracts/ancillaries';
import type { QuotationLineDto, ServiceSelection } from '@skybook/contracts/quotation';
import type { Language } from '@skybook/domain/languages';
import { appError } from '../../../plugins/app-error';
import type { BookingReferenceCache } from '../booking-reference';
import type { AncillaryCatalogueService } from '../session/ancillary-catalogue.service';
import { QuotationExtraLines } from '../session/quotation-extra-lines';
import { QuotationLines } from '../session/quotation-lines';
import type { SeatMapService } from '../session/seat-map.service';
import { checkCutoffs, type BookedView } from './service-change-view';

/** A pack of which a passenger has at most one per journey: bought, it is never replaced online. */
const ONE_PER_JOURNEY = new Set(['luggage', 'oversizeLuggage']);

const cannotEdit = (path: string, reason: string) =>
  appError('CANNOT_EDIT_SERVICE', { details: { path, reason } });

const invalid = (path: string, reason: string) =>
  appError('INVALID_REQUEST', { details: { field: path, reason } });

/**
 * Prices an addition of extras to a booked reservation with the booking flow's own line builders
 * (seat map and seat rules, catalogue, insurance plans), after the rules only an addition has
 * (decision 024): nothing bought is changed — a seat where the passenger has one, a second bag
 * pack, a second insurance are CANNOT_EDIT_SERVICE — quantities count what was bought, a fare's
 * free meal is free once, and nothing is sold past its cut-off.
 */
export class ServiceChangePricing {
  readonly #lines: QuotationLines;
  readonly #extraLines: QuotationExtraLines;

  constructor(
    reference: BookingReferenceCache,
    private readonly catalogue: AncillaryCatalogueService,
    seatMaps: SeatMapService,
  ) {
    this.#lines = new QuotationLines(seatMaps);
    this.#extraLines = new QuotationExtraLines(reference, catalogue);
  }

  async price(
    view: BookedView,
    services: ServiceSelection,
    language: Language,
    now: Date,
  ): Promise<QuotationLineDto[]> {
    checkShape(view, services);
    const products = await this.#productsByJourney(view, services, language);
    checkNothingReplaced(view, services, products);
    const lines = [
      ...(await this.#lines.seatLines(view.session, view.details, services, language, view.kept)),
      ...(await this.#extraLines.serviceLines(view.session, view.details, services, language)),
      ...(await this.#extraLines.insuranceLines(view.session, view.details, services, language)),
    ].map((line) => chargeUsedFreeMeal(view, line, products));
    checkCutoffs(view.reservation, lines, now);
    return lines;
  }

  async #productsByJourney(
    view: BookedView,
    services: ServiceSelection,
    language: Language,
  ): Promise<Map<number, Map<string, AncillaryProductDto>>> {
    const indexes = [...new Set(services.items.map((item) => item.journeyIndex))];
    const entries = await Promise.all(
      indexes.map(async (index) => {
        const journey = view.session.journeys.find((candidate) => candidate.index === index);
        const list = journey ? await this.catalogue.productsFor(view.session, journey, language) : [];
        return [index, new Map(list.map((product) => [product.code, product]))] as const;
      }),
    );
    return new Map(entries);
  }
}

/** Every choice names a journey and flight of the booking; an addition adds something. */
function checkShape(view: BookedView, services: ServiceSelection): void {
  const flightsOf = (journeyIndex: number) =>
    view.session.journeys.find((journey) => journey.index === journeyIndex)?.flightIds.length ?? 0;
  services.seats.forEach((seat, index) => {
    if (seat.flightIndex >= flightsOf(seat.journeyIndex)) {
      throw invalid(`services.seats.${String(index)}`, 'notInBooking');
    }
  });
  services.items.forEach((item, index) => {
    const flights = flightsOf(item.journeyIndex);
    if (flights === 0 || (item.flightIndex !== null && item.flightIndex >= flights)) {
      throw invalid(`services.items.${String(index)}`, 'notInBooking');
    }
  });
  if (services.flyGreenVnd !== null) throw invalid('services.flyGreenVnd', 'donationAtBookingOnly');
  if (services.seats.length + services.items.length + services.insurance.length === 0) {
    throw invalid('services', 'nothingToAdd');
  }
}

function checkNothingReplaced(
  view: BookedView,
  services: ServiceSelection,
  products: ReadonlyMap<number, ReadonlyMap<string, AncillaryProductDto>>,
): void {
  const { reservation } = view;
  services.seats.forEach((seat, index) => {
    const has = view.kept.some(
      (kept) =>
        kept.journeyIndex === seat.journeyIndex &&
        kept.flightIndex === seat.flightIndex &&
        kept.passengerKey === seat.passengerKey,
    );
    if (has) throw cannotEdit(`services.seats.${String(index)}`, 'seatBought');
  });
  const counted = new Map<string, number>();
  services.items.forEach((item, index) => {
    const product = products.get(item.journeyIndex)?.get(item.productCode);
    if (!product) return; // the line builder answers an unknown product
    const journey = reservation.journeys.find((candidate) => candidate.index === item.journeyIndex);
    const flightKey = item.flightIndex === null ? null : (journey?.segments[item.flightIndex]?.key ?? null);
    const bought = reservation.ancillaryPurchases.filter(
      (purchase) => purchase.journeyKey === journey?.key && purchase.passengerKey === item.passengerKey,
    );
    const path = `services.items.${String(index)}`;
    if (ONE_PER_JOURNEY.has(product.serviceType)) {
      if (bought.some((purchase) => purchase.serviceType === product.serviceType)) {
        throw cannotEdit(path, 'packBought');
      }
      return;
    }
    const slot = `${String(item.journeyIndex)}|${String(flightKey)}|${String(item.passengerKey)}|${product.code}`;
    const already = bought
      .filter((purchase) => purchase.flightKey === flightKey && purchase.productCode === product.code)
      .reduce((sum, purchase) => sum + purchase.quantity, 0);
    const total = (counted.get(slot) ?? already) + item.quantity;
    if (total > product.maxQuantity) throw invalid(path, 'quantity');
    counted.set(slot, total);
  });
  services.insurance.forEach((choice, index) => {
    if (reservation.insurance.some((insurance) => insurance.passengerKey === choice.passengerKey)) {
      throw cannotEdit(`services.insurance.${String(index)}`, 'insuranceBought');
    }
  });
}

/**
 * A fare that includes a meal gives each passenger one free meal per flight; the line builder
 * knows only the addition, so a passenger who has had theirs pays for this one in full.
 */
function chargeUsedFreeMeal(
  view: BookedView,
  line: QuotationLineDto,
  products: ReadonlyMap<number, ReadonlyMap<string, AncillaryProductDto>>,
): QuotationLineDto {
  if (line.serviceType !== 'meal' || line.journeyIndex === null || line.productCode === null) return line;
  const product = products.get(line.journeyIndex)?.get(line.productCode);
  if (!product?.includedInFare) return line;
  const journey = view.reservation.journeys.find((candidate) => candidate.index === line.journeyIndex);
  const flightKey = line.flightIndex === null ? null : journey?.segments[line.flightIndex]?.key;
  const hadMeal = view.reservation.ancillaryPurchases.some(
    (purchase) =>
      purchase.serviceType === 'meal' &&
      purchase.journeyKey === journey?.key &&
      purchase.flightKey === flightKey &&
      purchase.passengerKey === line.passengerKey,
  );
  if (!hadMeal) return line;
  return {
    ...line,
    amount: product.baseAmount * line.quantity,
    vatAmount: product.vatAmount * line.quantity,
    totalAmount: product.totalAmount * line.quantity,
  };
}
