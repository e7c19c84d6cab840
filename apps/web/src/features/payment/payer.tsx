import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import {
  ApiError,
  apiGet,
  apiRequest,
  type ApiGetOptions,
  type ApiMethod,
  type SchemaSource,
} from '../../lib/api-client';
import { bookingRequest, sessionCredentials, type BookingRequestOptions } from '../../lib/booking-api';
import { i18n } from '../../lib/i18n';
import { MANAGE_GRANT_HEADER } from '../../lib/manage-request';
import { asMember } from '../../lib/member-request';

/** Calls a payment endpoint with the payer's credentials. */
export type PayerRequest = <Schema extends z.ZodType>(
  method: ApiMethod,
  path: string,
  schemaSource: SchemaSource<Schema>,
  options?: BookingRequestOptions,
) => Promise<z.output<Schema>>;

/**
 * `payer.request` with the signed-in member's token as well, when there is one (renewed once if it
 * has expired): the server then offers and takes the member's wallet (decision 033). A guest's
 * call goes as before.
 */
export function requestWithMember<Schema extends z.ZodType>(
  payer: PaymentPayer,
  method: ApiMethod,
  path: string,
  schemaSource: SchemaSource<Schema>,
  options: BookingRequestOptions = {},
): Promise<z.output<Schema>> {
  return asMember(
    (member) =>
      payer.request(method, path, schemaSource, { ...options, headers: { ...options.headers, ...member } }),
    { guestsToo: true },
  );
}

/**
 * Who pays, as the payment pages see it (decision 023): the booking flow's live session, or manage
 * booking's grant for one booking. Every payment call goes through the payer, so one set of pages
 * and methods serves both.
 */
export interface PaymentPayer {
  readonly kind: 'booking' | 'manage';
  /** Tells one payer's cached answers from another's. */
  readonly id: string;
  /** Methods, pay, HDBank's code: with the payer's credentials, which must be usable. */
  readonly request: PayerRequest;
  /**
   * The credentials for PATCH payment/status, which a payment id also opens: the session's id,
   * signed, even after it ended (the gateway page may outlast it), the grant while there is one.
   */
  readonly statusCredentials: () => Pick<ApiGetOptions, 'headers' | 'sign'>;
  /** Site paths, after the language: the methods page, a payment's confirmation, the way back. */
  readonly methodsPage: string;
  readonly confirmationPage: (locator: string, paymentId: string) => string;
  readonly backPage: string;
}

/** The booking flow: the live booking session that made the booking. */
export const bookingFlowPayer: PaymentPayer = {
  kind: 'booking',
  id: 'booking-session',
  request: bookingRequest,
  statusCredentials: sessionCredentials,
  methodsPage: 'payment-methods',
  confirmationPage: (locator, paymentId) =>
    `payment-confirmation?${new URLSearchParams({ locator, paymentId }).toString()}`,
  backPage: 'select-service',
};

/** A manage grant as kept in the browser (POST reservations/grants' answer). */
export interface StoredManageGrant {
  readonly grant: string;
  readonly expiresAt: string;
  readonly reservationKey: string;
}

/** Where manage booking keeps its grant; the payment pages only read it. */
export interface ManageGrantReader {
  /** The grant, or null when there is none or it has expired. */
  readonly read: () => StoredManageGrant | null;
}

/** Manage booking: the grant of one booking, read at each call (it is refreshed as the traveller goes). */
export function manageGrantPayer(reader: ManageGrantReader, reservationKey: string): PaymentPayer {
  const headers = (): Record<string, string> => {
    const stored = reader.read();
    return stored === null ? {} : { [MANAGE_GRANT_HEADER]: stored.grant };
  };
  const request: PayerRequest = async (method, path, schemaSource, options = {}) => {
    const credentials = headers();
    if (!(MANAGE_GRANT_HEADER in credentials)) {
      // What the server answers an old grant: the traveller finds the booking again.
      throw new ApiError(410, 'MANAGE_GRANT_EXPIRED', i18n.t('payment:manage.grantExpired'));
    }
    const common = {
      ...(options.query ? { query: options.query } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      headers: { ...options.headers, ...credentials },
    };
    if (method === 'GET') return apiGet(path, schemaSource, common);
    return apiRequest(method, path, schemaSource, { ...common, body: options.body });
  };
  return {
    kind: 'manage',
    id: `manage-grant:${reservationKey}`,
    request,
    statusCredentials: () => ({ headers: headers() }),
    methodsPage: 'my/payment-methods',
    // The grant names the booking: manage booking's pages carry no locator.
    confirmationPage: (_locator, paymentId) =>
      `my/payment-confirmation?${new URLSearchParams({ paymentId }).toString()}`,
    backPage: `my/booking-detail/${encodeURIComponent(reservationKey)}`,
  };
}

const PayerContext = createContext<PaymentPayer>(bookingFlowPayer);

export interface PaymentPayerProviderProps {
  readonly payer: PaymentPayer;
  readonly children: ReactNode;
}

/** Makes the payment pages below pay as `payer` (the booking flow's session otherwise). */
export function PaymentPayerProvider({ payer, children }: PaymentPayerProviderProps) {
  return <PayerContext value={payer}>{children}</PayerContext>;
}

/** The payer of the payment pages: the booking flow's session unless a provider says otherwise. */
export function usePaymentPayer(): PaymentPayer {
  return useContext(PayerContext);
}
