import type { MANAGE_GRANT_HEADER as CONTRACT_MANAGE_GRANT_HEADER } from '@skybook/contracts/manage-booking';
import type { z } from 'zod';
import { apiFile } from './api-file';
import { ApiError, apiRequest, type ApiGetOptions, type ApiMethod, type SchemaSource } from './api-client';
import { i18n } from './i18n';
import { manageGrantStore } from './manage-grant';

/*
 * Calls on a booking opened with a manage grant (requirements §2 /my/ routes), for every manage
 * page: the tab's grant in `x-manage-grant`, never the locator or names. An answer saying the
 * grant no longer opens the booking (403 MANAGE_GRANT_INVALID, 410 MANAGE_GRANT_EXPIRED) forgets
 * it; the page then sends the traveller to find the booking again.
 */

/**
 * The header the grant travels in. A type-only tie to the contract: the value itself is written
 * here so a page's start-up code does not load the contracts module (and zod) for one string.
 */
export const MANAGE_GRANT_HEADER: typeof CONTRACT_MANAGE_GRANT_HEADER = 'x-manage-grant';

/** The booking API's prefix. */
export const MANAGE_API = '/booking/api/v1';

/** The server's answers that mean the grant no longer opens the booking: find it again. */
export function isGrantRefused(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.errorCode === 'MANAGE_GRANT_INVALID' || error.errorCode === 'MANAGE_GRANT_EXPIRED')
  );
}

/** No live grant stored: refused as the server would, without a request. */
function missingGrant(): ApiError {
  return new ApiError(403, 'MANAGE_GRANT_INVALID', i18n.t('manageBooking:grant.lost'));
}

function grantHeaders(options: ApiGetOptions): Record<string, string> {
  const stored = manageGrantStore.read();
  if (!stored) throw missingGrant();
  return { ...options.headers, [MANAGE_GRANT_HEADER]: stored.grant };
}

/** Forgets the grant when the server refused it, then passes the failure on. */
function forgetRefused(error: unknown): never {
  if (isGrantRefused(error)) manageGrantStore.clear();
  throw error;
}

/** A manage call's options: a signal, a query, extra headers (an Idempotency-Key), a JSON body. */
export type ManageRequestOptions = ApiGetOptions & { readonly body?: unknown };

/**
 * `method path` for the booking the stored grant names, parsed with the contract's schema. A
 * refused grant is cleared and the failure passed on, so the page can send the traveller back to
 * the lookup with the server's (translated) message.
 *
 * @throws ApiError MANAGE_GRANT_INVALID without a request when the tab has no live grant.
 */
export async function manageRequest<Schema extends z.ZodType>(
  method: ApiMethod,
  path: string,
  schemaSource: SchemaSource<Schema>,
  options: ManageRequestOptions = {},
): Promise<z.output<Schema>> {
  const headers = grantHeaders(options);
  return apiRequest(method, path, schemaSource, { ...options, headers }).catch(forgetRefused);
}

/** A file of the booking (its itinerary PDF or calendar file), fetched with the grant. */
export async function manageFile(path: string, options: ApiGetOptions = {}): Promise<Blob> {
  const headers = grantHeaders(options);
  return apiFile(path, { ...options, headers }).catch(forgetRefused);
}
