import type { CreateGrantBody, ManageGrant } from '@skybook/contracts/manage-booking';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiPost } from './api-client';
import { withCaptcha } from './captcha-retry';
import { manageGrantStore } from './manage-grant';
import { MANAGE_API } from './manage-request';

const loadSchema = () => import('@skybook/contracts/manage-booking').then((module) => module.grantSchema);

/*
 * The booking lookup every page that opens a booking by its code and a name starts with: manage
 * booking's /my/search-booking and online check-in's /checkin. Both keep the grant in the one store.
 */

/**
 * POST reservations/grants: the lookup form's code and names, or the e-mail link's token, for a
 * manage grant of that booking (kept in the grant store). The only call that carries the locator
 * and names; the server answers 404 BOOKING_NOT_FOUND whatever was wrong, 429 RATE_LIMITED with
 * Retry-After, 400 BOOKING_LINK_INVALID / BOOKING_LINK_EXPIRED for a link.
 */
export async function createGrant(body: CreateGrantBody): Promise<ManageGrant> {
  let retryAfter: string | null = null;
  try {
    // Past the client's lookup threshold, a solved challenge first (decision 045).
    const grant = await withCaptcha((captcha) =>
      apiPost(`${MANAGE_API}/reservations/grants`, loadSchema, {
        body,
        headers: captcha,
        onResponse: (headers) => {
          retryAfter = headers.get('retry-after');
        },
      }),
    );
    manageGrantStore.save(grant);
    return grant;
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'RATE_LIMITED')
      throw new LookupRateLimited(error, retryAfter);
    throw error;
  }
}

/** 429 RATE_LIMITED, with the answer's Retry-After (seconds or a date; null when absent). */
export class LookupRateLimited extends ApiError {
  readonly retryAfter: string | null;

  constructor(error: ApiError, retryAfter: string | null) {
    super(error.status, error.errorCode, error.message, error.envelope);
    this.retryAfter = retryAfter;
  }
}

/** Whole minutes in a Retry-After header (seconds or an HTTP date); at least 1. */
export function retryMinutes(retryAfter: string | null, now: number = Date.now()): number {
  if (retryAfter === null) return 1;
  const seconds = /^\d+$/.test(retryAfter.trim())
    ? Number(retryAfter)
    : (Date.parse(retryAfter) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}

export function useCreateGrant() {
  return useMutation({ mutationFn: createGrant });
}

/**
 * The grant of the e-mail's link, asked for as soon as the page has the link: a read of what the
 * link opens, once (never retried: a bad link stays bad), so a re-render never exchanges it twice.
 */
export function useGrantForLink(link: string | null) {
  return useQuery({
    queryKey: ['manage-grant-link', link],
    queryFn: () => createGrant({ link: link ?? '' }),
    enabled: link !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
