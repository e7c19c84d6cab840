import type { MANAGE_GRANT_HEADER as CONTRACT_GRANT_HEADER } from '@skybook/contracts/manage-booking';
import type { z } from 'zod';
import { ApiError, apiRequest, type SchemaSource } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { manageGrantStore } from '../../lib/manage-grant';

/*
 * Calls on a booking opened with a manage grant: the grant in `x-manage-grant`. An answer saying
 * the grant no longer opens the booking (403 MANAGE_GRANT_INVALID, 410 MANAGE_GRANT_EXPIRED)
 * forgets it; the page then sends the traveller to find the booking again.
 */

// The contract's header name, checked against it by type (its value would bring zod in early).
const GRANT_HEADER: typeof CONTRACT_GRANT_HEADER = 'x-manage-grant';

/** The answer means the traveller must find the booking again. */
export function isGrantLoss(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.errorCode === 'MANAGE_GRANT_INVALID' || error.errorCode === 'MANAGE_GRANT_EXPIRED')
  );
}

export interface ManageRequestOptions {
  /** POST and PUT: sent as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Extra headers (an Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * `method path` with the tab's grant, parsed with the contract's schema.
 *
 * @throws ApiError MANAGE_GRANT_INVALID without a request when the tab has no live grant.
 */
export async function manageRequest<Schema extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schemaSource: SchemaSource<Schema>,
  options: ManageRequestOptions = {},
): Promise<z.output<Schema>> {
  const stored = manageGrantStore.read();
  if (!stored) throw new ApiError(403, 'MANAGE_GRANT_INVALID', i18n.t('editBooking:grant.lost'));
  const common = {
    ...(options.signal ? { signal: options.signal } : {}),
    headers: { ...options.headers, [GRANT_HEADER]: stored.grant },
  };
  try {
    return await apiRequest(
      method,
      path,
      schemaSource,
      method === 'GET' ? common : { ...common, body: options.body },
    );
  } catch (error) {
    if (isGrantLoss(error)) manageGrantStore.clear();
    throw error;
  }
}
