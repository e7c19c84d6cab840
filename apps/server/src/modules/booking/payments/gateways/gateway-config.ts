import { randomBytes } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import type { Kysely } from 'kysely';
import type { Config } from '../../../../config';
import { getOrCreateSecret } from '../../../../db/app-secret.repository';
import type { Database } from '../../../../db/database';
import { CardGateway } from './card-gateway';
import { HdbankClient } from './hdbank';
import { VIKKI_SECRET_NAME } from '../vikki-link';
import { PayLaterClient } from './pay-later';
import type { MerchantCredentials } from './signed-http';
import { VikkiClient } from './vikki';

/**
 * Where the booking server reaches each payment gateway and with which credentials. URLs and
 * merchant codes come from the configuration (PAYMENT_SANDBOX_URL by default: the same origin's
 * /sandbox); a secret comes from its environment variable, else from app_secret under the name
 * the gateway was provisioned with (the sandbox reads the same row), generated on first use and
 * never in git.
 */
export interface PaymentGatewaysConfig {
  readonly timeoutMs: number;
  readonly card: MerchantCredentials & { readonly baseUrl: string };
  readonly vnpay: {
    readonly tmnCode: string;
    readonly hashSecret: string;
    readonly paymentUrl: string;
    /** VNPay's merchant API (refunds): merchant_webapi/api/transaction. */
    readonly apiUrl: string;
  };
  readonly payLater: MerchantCredentials & { readonly baseUrl: string };
  readonly hdbank: MerchantCredentials & { readonly baseUrl: string };
  /** Vikki bank: no API is called, only its notifications are read. */
  readonly vikki: MerchantCredentials;
}

/** The app_secret names of the merchant secrets: the provisioning both parties agree on. */
export const GATEWAY_SECRET_NAMES = {
  card: 'payment-gateway.card.merchant-secret',
  vnpay: 'payment-gateway.vnpay.hash-secret',
  payLater: 'payment-gateway.pay-later.merchant-secret',
  hdbank: 'payment-gateway.hdbank.client-secret',
  /** The link's secret (vikki-link.ts), which also signs Vikki's notifications. */
  vikki: VIKKI_SECRET_NAME,
} as const;

const newSecret = () => Promise.resolve(randomBytes(32).toString('base64url'));

export async function loadPaymentGatewaysConfig(deps: {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
}): Promise<PaymentGatewaysConfig> {
  const { config, db } = deps;
  const now = deps.clock.now();
  const secret = (name: keyof typeof GATEWAY_SECRET_NAMES, fromEnv: string | undefined) =>
    fromEnv !== undefined
      ? Promise.resolve(fromEnv)
      : getOrCreateSecret(db, GATEWAY_SECRET_NAMES[name], newSecret, now);
  const sandboxUrl = (config.PAYMENT_SANDBOX_URL ?? `${config.PUBLIC_URL}/sandbox`).replace(/\/+$/, '');
  return {
    timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
    card: {
      code: config.CARD_MERCHANT_CODE,
      secret: await secret('card', config.CARD_MERCHANT_SECRET),
      baseUrl: `${sandboxUrl}/card`,
    },
    vnpay: {
      tmnCode: config.VNPAY_TMN_CODE,
      hashSecret: await secret('vnpay', config.VNPAY_HASH_SECRET),
      paymentUrl: config.VNPAY_PAYMENT_URL ?? `${sandboxUrl}/vnpay/paymentv2/vpcpay.html`,
      apiUrl: config.VNPAY_API_URL ?? `${sandboxUrl}/vnpay/merchant_webapi/api/transaction`,
    },
    payLater: {
      code: config.PAY_LATER_MERCHANT_CODE,
      secret: await secret('payLater', config.PAY_LATER_SECRET),
      baseUrl: `${sandboxUrl}/pay-later/api/v1`,
    },
    hdbank: {
      code: config.HDBANK_CLIENT_ID,
      secret: await secret('hdbank', config.HDBANK_SECRET),
      baseUrl: `${sandboxUrl}/hdbank/api/v1`,
    },
    vikki: { code: config.VIKKI_MERCHANT_CODE, secret: await secret('vikki', undefined) },
  };
}

/** The gateway clients the payment service calls, built from one configuration. */
export interface PaymentGateways {
  /** How long a server-to-server call waits for its answer. */
  readonly timeoutMs: number;
  readonly card: CardGateway;
  readonly vnpay: PaymentGatewaysConfig['vnpay'];
  readonly payLater: PayLaterClient;
  readonly hdbank: HdbankClient;
  readonly vikki: VikkiClient;
}

export function createPaymentGateways(config: PaymentGatewaysConfig, clock: Clock): PaymentGateways {
  const { timeoutMs } = config;
  return {
    timeoutMs,
    card: new CardGateway({ ...config.card, timeoutMs }, clock),
    vnpay: config.vnpay,
    payLater: new PayLaterClient({ ...config.payLater, timeoutMs }, clock),
    hdbank: new HdbankClient({ ...config.hdbank, timeoutMs }, clock),
    vikki: new VikkiClient(config.vikki, clock),
  };
}
