import type { ClaimRequest, InquiryRequest } from '@skybook/contracts/happy-returns-requests';

/** Vietnam's dialling code, the default when the traveller picks none (as the server assumes). */
export const DEFAULT_PHONE_CODE = '+84';

/** The lost-item report as the form holds it: the request's fields, every one present. */
export type InquiryValues = Required<InquiryRequest>;

/** The claim as the form holds it. */
export type ClaimValues = Required<ClaimRequest>;

export const EMPTY_INQUIRY: InquiryValues = {
  contactName: '',
  email: '',
  phoneCode: DEFAULT_PHONE_CODE,
  phoneNumber: '',
  flightNumber: '',
  flightDate: '',
  categoryId: '',
  properties: {},
  description: '',
  lostPlace: '',
  lostPlaceDetail: '',
};

export const EMPTY_CLAIM: ClaimValues = {
  fullName: '',
  email: '',
  phoneCode: DEFAULT_PHONE_CODE,
  phoneNumber: '',
  bookingCode: '',
  proof: '',
  returnMethod: '',
  deliveryAddress: '',
};

/** The request a claim form sends: the address only with a courier. */
export function toClaimRequest(values: ClaimValues): ClaimRequest {
  const { deliveryAddress, ...rest } = values;
  return values.returnMethod === 'courier' ? { ...rest, deliveryAddress } : rest;
}

/**
 * The request a report sends: details left empty (or never touched, when the category's list
 * arrived after the form was made) are left out.
 */
export function toInquiryRequest(values: InquiryValues): InquiryRequest {
  const given: Record<string, string | undefined> = values.properties;
  const properties: Record<string, string> = {};
  for (const [id, value] of Object.entries(given))
    if (typeof value === 'string' && value.trim() !== '') properties[id] = value;
  return { ...values, properties };
}
