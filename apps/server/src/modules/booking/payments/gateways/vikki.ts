import type { Clock } from '@skybook/domain/clock';
import type { Result } from '@skybook/domain/result';
import {
  readGatewayNotification,
  type GatewayNotification,
  type NotificationError,
} from './gateway-notification';
import type { MerchantCredentials } from './signed-http';

/**
 * Vikki bank (PATCH reservations/vikki): the merchant calls no Vikki API — the traveller follows
 * the signed link (vikki-link.ts) — and Vikki tells the merchant how the payment ended with a
 * notification signed like the other gateways' (x-merchant-code, x-timestamp, x-signature), with
 * the secret both parties share. Its merchantRef is the link's paymentId.
 */
export class VikkiClient {
  constructor(
    private readonly credentials: MerchantCredentials,
    private readonly clock: Clock,
  ) {}

  readNotification(
    headers: Readonly<Record<string, string | readonly string[] | undefined>>,
    rawBody: string,
  ): Result<GatewayNotification, NotificationError> {
    return readGatewayNotification('vikki', headers, rawBody, this.credentials, this.clock.now());
  }
}
