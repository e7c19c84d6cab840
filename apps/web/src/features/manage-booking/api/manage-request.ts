import type { MANAGE_GRANT_HEADER as CONTRACT_MANAGE_GRANT_HEADER } from '@skybook/contracts/manage-booking';
import type { z } from 'zod';
import { apiFile } from '../../../lib/api-file';
import {
  ApiError,
  apiRequest,
  type ApiGetOptions,
  type ApiMethod,
  type SchemaSource,
} from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { manageGrantStore } from '../../../lib/manage-grant';

// A type-only tie to the contract: the value itself is written here so the page's start-up code
// does not load the contracts module for one string.
const MANAGE_GRANT_HEADER: typeof CONTRACT_MANAGE_GRANT_HEADER = 'x-manage-grant';

/** The booking API's prefix. */
export const MANAGE_API = '/booking/api/v1';

/** The server's answers that mean the grant no longer opens the booking. */
export function isGrantRefused(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.errorCode === 'MANAGE_GRANT_INVALID' || error.errorCode === 'MANAGE_GRANT_EXPIRED')
  );
}

/** No grant stored: the traveller must look the booking up first. */
function missingGrant(): ApiError {
  return new ApiError(403, 'MANAGE_GRANT_INVALID', i18n.t('manageBooking:detail.noGrant'));
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

/**
 * A manage-booking call for the booking the stored grant names: the grant goes in the
 * `x-manage-grant` header (never the locator or names). 403 MANAGE_GRANT_INVALID and 410
 * MANAGE_GRANT_EXPIRED clear the stored grant and are passed on, so the page can send the
 * traveller back to the lookup with the server's (translated) message; with no grant stored it
 * fails the same way without calling. /my/payment-methods uses it for the payment calls.
 */
export async function manageRequest<Schema extends z.ZodType>(
  method: ApiMethod,
  path: string,
  schemaSource: SchemaSource<Schema>,
  options: ApiGetOptions & { readonly body?: unknown } = {},
): Promise<z.output<Schema>> {
  const headers = grantHeaders(options);
  return apiRequest(method, path, schemaSource, { ...options, headers }).catch(forgetRefused);
}

/** A file of the booking (its itinerary PDF or calendar file), fetched with the grant. */
export async function manageFile(path: string, options: ApiGetOptions = {}): Promise<Blob> {
  const headers = grantHeaders(options);
  return apiFile(path, { ...options, headers }).catch(forgetRefused);
}
