import { CURRENCY_CODES } from '@skybook/domain/currency';
import { PAYMENT_STATUSES } from '@skybook/domain/payment-codes';
import { err, ok, type Result } from '@skybook/domain/result';
import { z } from 'zod';
import { verifySignedMessage, verifySignedReturn, type MerchantCredentials } from './signed-http';

/**
 * What the card acquirer, the pay-later partner, HDBank and Vikki bank notify the merchant with (a
 * signed POST to the notifyUrl given when the payment was opened — Vikki's is the merchant's
 * notifications/vikki, agreed once), and how their browser returns read.
 * Only the notification may change a payment's state; the return only shows it.
 */
export const gatewayNotificationSchema = z.object({
  gateway: z.enum(['card', 'payLater', 'hdbank', 'vikki']),
  /** The gateway's id of the payment. */
  paymentId: z.string().min(1),
  /** The merchant's payment id (Vikki: the link's paymentId). */
  merchantRef: z.string().min(1),
  /** requirements §4 status; apply it with @skybook/domain/payment-state's eventForReportedStatus. */
  status: z.enum(PAYMENT_STATUSES),
  /** The gateway's own code: result code of the requirements (card), partner code, HDBANK_ERROR_nn or 00. */
  resultCode: z.string().nullable(),
  reason: z.string().nullable(),
  amount: z.number().int().positive(),
  currency: z.enum(CURRENCY_CODES),
  occurredAt: z.string(),
  /** Card payments: the token to save (never the number), its brand code and last 4. */
  card: z
    .object({ token: z.string().nullable(), brand: z.string().nullable(), last4: z.string().nullable() })
    .optional(),
  /** HDBank: the instalment term. */
  tenorMonths: z.number().int().nullable().optional(),
});
export type GatewayNotification = z.infer<typeof gatewayNotificationSchema>;

export type NotificationError = 'INVALID_SIGNATURE' | 'INVALID_BODY' | 'WRONG_GATEWAY';

/**
 * Reads a notification: its signature over the raw body first, then its shape, then that it
 * comes from the gateway expected on this endpoint.
 */
export function readGatewayNotification(
  gateway: GatewayNotification['gateway'],
  headers: Readonly<Record<string, string | readonly string[] | undefined>>,
  rawBody: string,
  credentials: MerchantCredentials,
  now: Date,
): Result<GatewayNotification, NotificationError> {
  if (verifySignedMessage(headers, rawBody, credentials, now) !== 'OK') return err('INVALID_SIGNATURE');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return err('INVALID_BODY');
  }
  const notification = gatewayNotificationSchema.safeParse(parsed);
  if (!notification.success) return err('INVALID_BODY');
  if (notification.data.gateway !== gateway) return err('WRONG_GATEWAY');
  return ok(notification.data);
}

/** A browser return's parameters, when their signature holds (for display only). */
export function readSignedReturn(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
  secret: string,
): Result<Record<string, string>, 'INVALID_SIGNATURE'> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string') params[name] = value;
  }
  return verifySignedReturn(params, secret) ? ok(params) : err('INVALID_SIGNATURE');
}
