import type { PaymentPayer } from '../payer';

const loadSchema = () =>
  import('@skybook/contracts/payment').then((module) => module.hdbankVerifyResponseSchema);

export interface VerifyInstalmentBody {
  readonly locator: string;
  readonly paymentId: string;
  /** The 6 digits HDBank sent; ignored when `resend`. */
  readonly otp: string;
  /** Ask HDBank for a new code instead. */
  readonly resend?: boolean;
}

/**
 * POST /booking/api/v1/payment/hdbank/verify: relays the code HDBank sent for an instalment plan
 * (VJHDS), or asks for a new one. A final answer has settled the payment on the server.
 */
export function verifyInstalment(payer: PaymentPayer, body: VerifyInstalmentBody) {
  return payer.request('POST', '/booking/api/v1/payment/hdbank/verify', loadSchema, { body });
}
