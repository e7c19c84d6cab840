import type {
  appliedJourneyChangeResponseSchema,
  ApplyJourneyChangeBody,
} from '@skybook/contracts/journey-change';
import type { IDEMPOTENCY_KEY_HEADER as CONTRACT_KEY_HEADER } from '@skybook/contracts/reservation';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/journey-change').then((module) => module.appliedJourneyChangeResponseSchema);

const IDEMPOTENCY_KEY_HEADER: typeof CONTRACT_KEY_HEADER = 'idempotency-key';

export type AppliedJourneyChange = z.output<typeof appliedJourneyChangeResponseSchema>;

export interface ApplyChangeRequest {
  readonly body: ApplyJourneyChangeBody;
  /** One per quote confirmed: a retry of the same confirmation sends the same key. */
  readonly idempotencyKey: string;
}

/** POST /booking/api/v1/reservations/edit-booking: the change as quoted, in one step. */
export function applyChange({ body, idempotencyKey }: ApplyChangeRequest): Promise<AppliedJourneyChange> {
  return manageRequest('POST', '/booking/api/v1/reservations/edit-booking', loadSchema, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useApplyChange() {
  return useMutation({ mutationFn: applyChange });
}
