import { CURRENCY_CODES } from '@skybook/domain/currency';
import { PASSENGER_TYPES } from '@skybook/domain/passenger-enums';
import { z } from 'zod';
import { ANCILLARY_SERVICE_TYPES } from './ancillaries';
import { LEGAL_CONTENT_KEYS } from './legal-content';
import { passengerDetailsSchema } from './passengers';

/*
 * POST /booking/api/v1/reservations/quotation (x-session-id): prices the whole draft — fares,
 * every extra, each charge by code with its VAT, promotion discounts — from the database, never
 * from the browser's numbers. A valid request is stored in the session (the booking is created
 * from it later). requirements §7: answers `{ quotation: [Quotation] }`.
 *
 * POST /booking/api/v1/quotations/summary (x-session-id, empty body): the totals of the session's
 * last quotation (reservationFee) and whether the booking step asks for a captcha.
 *
 * A seat chosen here is not sold or held: booking checks it again.
 */

export const seatChoiceSchema = z.object({
  journeyIndex: z.number().int().min(0).max(4),
  flightIndex: z.number().int().min(0).max(3),
  passengerKey: z.string(),
  seatCode: z.string().regex(/^\d{1,2}[A-K]$/),
});

export const itemChoiceSchema = z.object({
  journeyIndex: z.number().int().min(0).max(4),
  /** For per-flight products (meals); null for the whole journey. */
  flightIndex: z.number().int().min(0).max(3).nullable(),
  /** Null for per-booking products (taxi, flower transport). */
  passengerKey: z.string().nullable(),
  productCode: z.string().min(1).max(40),
  quantity: z.number().int().min(1).max(20),
});

export const insuranceChoiceSchema = z.object({
  passengerKey: z.string(),
  planCode: z.string().min(1).max(40),
});

export const serviceSelectionSchema = z.object({
  seats: z.array(seatChoiceSchema).max(200),
  items: z.array(itemChoiceSchema).max(500),
  insurance: z.array(insuranceChoiceSchema).max(18),
  /** FlyGreen donation in VND (10,000 / 20,000 / 50,000), or null. */
  flyGreenVnd: z.number().int().nullable(),
  /** Terms the traveller accepted (shuttle, flower transport, insurance): required by those extras. */
  acceptedTerms: z.array(z.enum(LEGAL_CONTENT_KEYS)).max(20),
});

export type SeatChoice = z.infer<typeof seatChoiceSchema>;
export type ItemChoice = z.infer<typeof itemChoiceSchema>;
export type InsuranceChoice = z.infer<typeof insuranceChoiceSchema>;
export type ServiceSelection = z.infer<typeof serviceSelectionSchema>;

export const emptyServiceSelection = (): ServiceSelection => ({
  seats: [],
  items: [],
  insurance: [],
  flyGreenVnd: null,
  acceptedTerms: [],
});

export const quotationBodySchema = z.object({
  details: passengerDetailsSchema,
  services: serviceSelectionSchema,
});

export type QuotationBody = z.infer<typeof quotationBodySchema>;

/** What a line is for. */
export const QUOTATION_LINE_KINDS = [
  'fare',
  'tax',
  'seat',
  'service',
  'insurance',
  'donation',
  'discount',
] as const;

/** One priced line: a charge code for one passenger (or the booking) on one journey (or the trip). */
export const quotationLineSchema = z.object({
  kind: z.enum(QUOTATION_LINE_KINDS),
  /** requirements §3 charge code: FA, AX, PSC, VAT, YQ, AF, AP, IF, SA, SR, IN; DC for a promotion discount. */
  code: z.string(),
  /** In the request's language: the charge's name, the product's or the seat's. */
  label: z.string(),
  /** Null for a line of the whole trip (insurance, donation). */
  journeyIndex: z.number().int().nullable(),
  flightIndex: z.number().int().nullable(),
  /** Null for a line of the booking (taxi, flower transport, donation). */
  passengerKey: z.string().nullable(),
  serviceType: z.enum([...ANCILLARY_SERVICE_TYPES, 'seat', 'travelInsurance', 'flyGreen']).nullable(),
  productCode: z.string().nullable(),
  quantity: z.number().int(),
  /** Before VAT, minor units; negative only for a discount. */
  amount: z.number().int(),
  /** VAT on this line (extras on domestic flights); fare VAT is its own VAT line. */
  vatAmount: z.number().int(),
  /** amount + vatAmount. */
  totalAmount: z.number().int(),
});

export const quotationSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  minorUnitExponent: z.number().int(),
  lines: z.array(quotationLineSchema),
  passengers: z.array(
    z.object({
      passengerKey: z.string(),
      type: z.enum(PASSENGER_TYPES),
      /** Family, middle and given names as entered. */
      name: z.string(),
      /** Per journey: fare and taxes, extras, total. */
      journeys: z.array(
        z.object({
          journeyIndex: z.number().int(),
          fareAmount: z.number().int(),
          taxAmount: z.number().int(),
          ancillaryAmount: z.number().int(),
          totalAmount: z.number().int(),
        }),
      ),
      totalAmount: z.number().int(),
    }),
  ),
  journeys: z.array(
    z.object({
      journeyIndex: z.number().int(),
      fareAmount: z.number().int(),
      taxAmount: z.number().int(),
      /** requirements §3 totalAncillary of this direction: extras including their VAT. */
      ancillaryAmount: z.number().int(),
      totalAmount: z.number().int(),
    }),
  ),
  /** Per charge code over the whole booking. */
  charges: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      amount: z.number().int(),
      vatAmount: z.number().int(),
      totalAmount: z.number().int(),
      /** requirements §3: SA, SR, FA, IF, IT, IN are left out of the tax total. */
      excludedFromTaxTotal: z.boolean(),
    }),
  ),
  fareTotal: z.number().int(),
  /** Every line whose code is not excluded (requirements §3), VAT included. */
  taxTotal: z.number().int(),
  /** Seats, services, insurance and donation, VAT included. */
  ancillaryTotal: z.number().int(),
  /** Promotion discount, positive (already inside totalAmount as a negative DC line). */
  discountTotal: z.number().int(),
  promoCode: z.string().nullable(),
  /** Sum of every line's totalAmount. */
  totalAmount: z.number().int(),
  /** The fares differ from what the booking keys quoted (inventory moved since the search). */
  fareChanged: z.boolean(),
});

export const quotationResponseSchema = z.object({ quotation: z.array(quotationSchema).length(1) });

export const quotationSummaryResponseSchema = z.object({
  reservationFee: z.object({
    currency: z.enum(CURRENCY_CODES),
    fareTotal: z.number().int(),
    taxTotal: z.number().int(),
    ancillaryTotal: z.number().int(),
    discountTotal: z.number().int(),
    totalAmount: z.number().int(),
  }),
  /**
   * Whether creating the booking will ask this client for a solved proof-of-work challenge
   * (decision 045), so the web can solve one while the traveller reviews.
   */
  googleCaptchaStatus: z.boolean(),
});

export type QuotationLineDto = z.infer<typeof quotationLineSchema>;
export type QuotationDto = z.infer<typeof quotationSchema>;
export type QuotationResponse = z.infer<typeof quotationResponseSchema>;
export type QuotationSummaryResponse = z.infer<typeof quotationSummaryResponseSchema>;
