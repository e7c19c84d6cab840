import type { CreatePaymentBody } from '@skybook/contracts/payment';
import type { IDEMPOTENCY_KEY_HEADER as CONTRACT_IDEMPOTENCY_HEADER } from '@skybook/contracts/reservation';
import { requestWithMember, type PaymentPayer } from '../payer';

const IDEMPOTENCY_KEY_HEADER: typeof CONTRACT_IDEMPOTENCY_HEADER = 'idempotency-key';

const loadSchema = () =>
  import('@skybook/contracts/payment').then((module) => module.createPaymentResponseSchema);

/**
 * POST /booking/api/v1/payment: pays the booking with the chosen method. `idempotencyKey` is drawn
 * once per payment attempt: a repeat of the same request (a retry after a lost answer) replays the
 * first answer instead of charging twice (design §5). Paid as `payer`: the booking session or a
 * manage grant — and as the signed-in member, whose wallet may pay.
 */
export function createPayment(payer: PaymentPayer, body: CreatePaymentBody, idempotencyKey: string) {
  return requestWithMember(payer, 'POST', '/booking/api/v1/payment', loadSchema, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
