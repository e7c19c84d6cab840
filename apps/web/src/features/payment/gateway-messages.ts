import {
  HDBANK_ERROR_KEYS,
  HDBANK_OTHER_ERROR_KEYS,
  PAY_LATER_RESULT_KEYS,
  type HdbankErrorKey,
  type PayLaterResultKey,
  type PayLaterStatusKey,
} from '@skybook/domain/error-codes';

/** The message keys a payment's `messageKey` may name: the pay-later partner's and the bank's (requirements §8). */
export type GatewayMessageKey = PayLaterResultKey | PayLaterStatusKey | HdbankErrorKey;

const KNOWN: ReadonlySet<string> = new Set<string>([
  ...HDBANK_ERROR_KEYS,
  ...Object.values(HDBANK_OTHER_ERROR_KEYS),
  ...Object.values(PAY_LATER_RESULT_KEYS),
  'payLater.status.success',
  'payLater.status.eligible',
] satisfies string[]);

/** Whether the server's `messageKey` is one this page has a sentence for. */
export function isGatewayMessageKey(key: string | null | undefined): key is GatewayMessageKey {
  return typeof key === 'string' && KNOWN.has(key);
}
