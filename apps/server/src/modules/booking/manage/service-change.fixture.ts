import { randomUUID } from 'node:crypto';
import type { AncillaryOptionsResponse } from '@skybook/contracts/ancillaries';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { grantSchema } from '@skybook/contracts/manage-booking';
import { emptyServiceSelection, type ServiceSelection } from '@skybook/contracts/quotation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import {
  applyServiceChangeResponseSchema,
  serviceChangeQuotationResponseSchema,
  type ApplyServiceChangeResponse,
  type ServiceChangeQuotation,
} from '@skybook/contracts/service-change';
import type { SeatSelectionOptionsResponse } from '@skybook/contracts/seat-map';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** Test helpers for extras bought after booking: grants, the manage calls, a Paid booking. */

export const API = '/booking/api/v1';
const NAMES = { lastName: 'NGUYEN', firstName: 'VAN AN' };

export class ManageClient {
  constructor(
    private readonly app: FastifyInstance,
    private readonly client: string,
  ) {}

  call(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options: { grant?: string; payload?: object; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method,
      url: `${API}${url}`,
      headers: {
        'accept-language': 'en',
        ...(options.grant === undefined ? {} : { 'x-manage-grant': options.grant }),
        ...options.headers,
      },
      remoteAddress: this.client,
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }

  async grant(reservation: ReservationDto): Promise<string> {
    const opened = await this.call('POST', '/reservations/grants', {
      payload: { locator: reservation.locator, ...NAMES },
    });
    if (opened.statusCode !== 200) throw new Error(`grant: ${opened.body}`);
    return grantSchema.parse(opened.json()).grant;
  }

  async options(grant: string, reservation: ReservationDto, journeyIndex = 0) {
    const journeyKey = reservation.journeys[journeyIndex]?.key ?? '';
    const response = await this.call(
      'GET',
      `/ancillaryOptions?languageId=en&journeyKey=${journeyKey}&reservationKey=${reservation.key}`,
      { grant },
    );
    if (response.statusCode !== 200) throw new Error(`options: ${response.body}`);
    return response.json<AncillaryOptionsResponse>();
  }

  async seatMap(grant: string, reservation: ReservationDto) {
    const response = await this.call(
      'GET',
      `/seatSelectionOptions?journeyKey=${reservation.journeys[0]?.key ?? ''}&reservationKey=${reservation.key}`,
      { grant },
    );
    if (response.statusCode !== 200) throw new Error(`seat map: ${response.body}`);
    return response.json<SeatSelectionOptionsResponse>();
  }

  quoteCall(grant: string, reservationKey: string, services: ServiceSelection) {
    return this.call('POST', '/reservations/services/quotation', {
      grant,
      payload: { reservationKey, services },
    });
  }

  async quote(
    grant: string,
    reservationKey: string,
    services: ServiceSelection,
  ): Promise<ServiceChangeQuotation> {
    const response = await this.quoteCall(grant, reservationKey, services);
    if (response.statusCode !== 200) throw new Error(`quote: ${response.body}`);
    return serviceChangeQuotationResponseSchema.parse(response.json()).quotation;
  }

  applyCall(
    grant: string,
    reservationKey: string,
    services: ServiceSelection,
    amount: number,
    key: string = randomUUID(),
  ) {
    return this.call('POST', '/reservations/services', {
      grant,
      payload: { reservationKey, services, amount },
      headers: { 'idempotency-key': key },
    });
  }

  async apply(
    grant: string,
    reservationKey: string,
    services: ServiceSelection,
    amount: number,
  ): Promise<ApplyServiceChangeResponse> {
    const response = await this.applyCall(grant, reservationKey, services, amount);
    if (response.statusCode !== 200) throw new Error(`apply: ${response.body}`);
    return applyServiceChangeResponseSchema.parse(response.json());
  }
}

export const errorOf = (response: { json: () => unknown }) =>
  errorEnvelopeSchema.parse(response.json()).errorCode;

/** A bag pack (the first on sale) and a seat for ADT1 on the first flight of the first journey. */
export function bagAndSeat(
  options: AncillaryOptionsResponse,
  seatCode: string,
): { services: ServiceSelection; bagTotal: number } {
  const bag = options.products.find((product) => product.serviceType === 'luggage' && product.available);
  if (!bag) throw new Error('no bag pack on sale');
  return {
    services: {
      ...emptyServiceSelection(),
      seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT1', seatCode }],
      items: [
        { journeyIndex: 0, flightIndex: null, passengerKey: 'ADT1', productCode: bag.code, quantity: 1 },
      ],
    },
    bagTotal: bag.totalAmount,
  };
}

/** The free, chargeable seats of a seat map's first flight. */
export function freeSeatCodes(map: SeatSelectionOptionsResponse): string[] {
  return (
    map.flights[0]?.cabins.flatMap((cabin) =>
      cabin.rows.flatMap((row) =>
        row.isExitRow
          ? []
          : row.elements.flatMap((element) =>
              element.seat?.available && element.seat.totalAmount > 0 ? [element.seat.code] : [],
            ),
      ),
    ) ?? []
  );
}

/**
 * Pays a booking as a capture would (the payment service is built elsewhere): status Paid, paid
 * amount = what it costs now, its held seats sold.
 */
export async function markPaid(db: Kysely<Database>, reservationId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reservation')
      .set((eb) => ({ status: 'Paid', paid_amount: eb.ref('total_amount') }))
      .where('id', '=', reservationId)
      .execute();
    await trx
      .updateTable('seat_assignment')
      .set({ status: 'sold' })
      .where('reservation_id', '=', reservationId)
      .execute();
  });
}

/** Pays what remains of a Paid booking, as the balance capture would: paid amount = total + fee. */
export async function payBalance(db: Kysely<Database>, reservationId: string): Promise<void> {
  await db
    .updateTable('reservation')
    .set((eb) => ({ paid_amount: eb(eb.ref('total_amount'), '+', eb.ref('fee_amount')) }))
    .where('id', '=', reservationId)
    .execute();
}

export async function seatRows(db: Kysely<Database>, reservationId: string) {
  return db
    .selectFrom('seat_assignment')
    .select(['flight_id', 'seat_code', 'status'])
    .where('reservation_id', '=', reservationId)
    .orderBy('seat_code')
    .execute();
}
