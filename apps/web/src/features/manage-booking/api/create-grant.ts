import type { CreateGrantBody, ManageGrant } from '@skybook/contracts/manage-booking';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { grantStore } from '../grant-store';
import { MANAGE_API } from './manage-request';

const loadSchema = () => import('@skybook/contracts/manage-booking').then((module) => module.grantSchema);

/**
 * POST reservations/grants: the lookup form's code and names, or the e-mail link's token, for a
 * manage grant of that booking (kept in the grant store). The only call that carries the locator
 * and names; the server answers 404 BOOKING_NOT_FOUND whatever was wrong, 429 RATE_LIMITED with
 * Retry-After, 400 BOOKING_LINK_INVALID / BOOKING_LINK_EXPIRED for a link.
 */
export async function createGrant(
  body: CreateGrantBody,
  onResponse?: (headers: Headers) => void,
): Promise<ManageGrant> {
  const grant = await apiPost(`${MANAGE_API}/reservations/grants`, loadSchema, {
    body,
    ...(onResponse ? { onResponse } : {}),
  });
  grantStore.save(grant);
  return grant;
}

export function useCreateGrant(onResponse?: (headers: Headers) => void) {
  return useMutation({ mutationFn: (body: CreateGrantBody) => createGrant(body, onResponse) });
}
