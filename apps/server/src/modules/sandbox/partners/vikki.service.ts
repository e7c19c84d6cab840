import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import { CURRENCY_CODES, type CurrencyCode } from '@skybook/domain/currency';
import { err, ok, type Result } from '@skybook/domain/result';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { findVikkiAccount, normaliseVietnamMobile, type VikkiAccountKind } from './partner-accounts';
import { findPayment, findPaymentByRef, insertPayment, type PaymentRow } from '../sandbox.repository';
import {
  inTransaction,
  jsonNotification,
  newSandboxId,
  paymentDetails,
  paymentStatusOf,
  type PaymentDecision,
  type SandboxLedger,
} from '../ledger/sandbox-ledger';
import type { PageLanguage } from '../pages/sandbox-page';
import type { SandboxMerchant, SandboxSecrets } from '../sandbox-secrets';

/**
 * Vikki bank: the merchant sends the traveller to `/vikki/pay` with a signed link (the booking's
 * locator, the amount, its currency, the deadline, where to come back and the merchant's payment
 * id, `signature` = base64url(HMAC-SHA256(shared secret's bytes, "locator=…&amount=…&currency=…&
 * expiresAt=…&returnUrl=…&paymentId=…")) — the merchant's vikki-link.ts). Vikki checks the
 * signature and the deadline, opens a payment for that payment id (one per id: the same link
 * opens the same payment), and the customer pays it from a Vikki account found by phone, or
 * cancels. The decision reaches the merchant as a signed notification (sandbox-notifier), then
 * the browser goes back to the link's returnUrl.
 */

/** The link's signed parameters, in the order the signature covers them. */
export const VIKKI_LINK_PARAMS = [
  'locator',
  'amount',
  'currency',
  'expiresAt',
  'returnUrl',
  'paymentId',
] as const;

export interface VikkiLink {
  locator: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: CurrencyCode;
  expiresAt: string;
  returnUrl: string;
  /** The merchant's payment id: the notification's merchantRef. */
  paymentId: string;
}

/** INVALID_SIGNATURE: missing parameters or not signed by the merchant; MALFORMED: signed but unusable. */
export type VikkiLinkError = 'INVALID_SIGNATURE' | 'MALFORMED' | 'EXPIRED';

const LOCATOR = /^[A-Z0-9]{1,12}$/;
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const AMOUNT = /^[1-9]\d{0,14}$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && value.length <= 2000;
  } catch {
    return false;
  }
}

/** Checks a link's query against the shared secret (signature first), its shape, then its deadline. */
export function readVikkiLink(
  query: Readonly<Record<string, unknown>>,
  secret: Buffer,
  now: Date,
): Result<VikkiLink, VikkiLinkError> {
  const values: string[] = [];
  for (const name of VIKKI_LINK_PARAMS) {
    const value = query[name];
    if (typeof value !== 'string') return err('INVALID_SIGNATURE');
    values.push(`${name}=${value}`);
  }
  const signature = query.signature;
  if (typeof signature !== 'string') return err('INVALID_SIGNATURE');
  const expected = createHmac('sha256', secret).update(values.join('&')).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return err('INVALID_SIGNATURE');

  const text = (name: (typeof VIKKI_LINK_PARAMS)[number]) => query[name] as string;
  const currency = CURRENCY_CODES.find((code) => code === text('currency'));
  const expiresAt = Date.parse(text('expiresAt'));
  if (
    !LOCATOR.test(text('locator')) ||
    !AMOUNT.test(text('amount')) ||
    !currency ||
    Number.isNaN(expiresAt) ||
    !isHttpUrl(text('returnUrl')) ||
    !PAYMENT_ID.test(text('paymentId'))
  ) {
    return err('MALFORMED');
  }
  if (expiresAt <= now.getTime()) return err('EXPIRED');
  return ok({
    locator: text('locator'),
    amount: Number(text('amount')),
    currency,
    expiresAt: new Date(expiresAt).toISOString(),
    returnUrl: text('returnUrl'),
    paymentId: text('paymentId'),
  });
}

/** What an account decides, as Vikki's result code and reason. */
const ACCOUNT_DECISIONS: Readonly<Record<VikkiAccountKind, Omit<PaymentDecision, 'notify'>>> = {
  active: { event: 'CAPTURED', resultCode: '00', reason: null },
  insufficientBalance: { event: 'REFUSED', resultCode: '51', reason: 'INSUFFICIENT_BALANCE' },
  locked: { event: 'REFUSED', resultCode: '62', reason: 'ACCOUNT_LOCKED' },
};

const EXPIRED: PaymentDecision = { event: 'FAILED', resultCode: '54', reason: 'LINK_EXPIRED', notify: true };

export type VikkiPayOutcome =
  { kind: 'decided'; payment: PaymentRow } | { kind: 'unknownAccount'; payment: PaymentRow };

export class VikkiSandbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secrets: SandboxSecrets,
    private readonly ledger: SandboxLedger,
    /** The merchant's notification URL, agreed once (the link carries none). */
    private readonly notifyUrl: string,
  ) {}

  private get merchant(): SandboxMerchant {
    return this.secrets.merchants.vikki;
  }

  readonly notification = (payment: PaymentRow) => jsonNotification(payment);

  /** The link's parameters when the merchant signed them and the deadline has not passed. */
  readLink(query: Readonly<Record<string, unknown>>): Result<VikkiLink, VikkiLinkError> {
    return readVikkiLink(query, Buffer.from(this.merchant.secret, 'base64url'), this.clock.now());
  }

  load(id: string): Promise<PaymentRow | undefined> {
    return findPayment(this.db, id);
  }

  /** The page's language as the payment was opened in. */
  language(payment: PaymentRow): PageLanguage {
    return paymentDetails(payment).language === 'en' ? 'en' : 'vi';
  }

  /**
   * The payment of a link: the one opened for its payment id before, else a new one waiting for
   * the customer (PENDING) until the link's deadline. MISMATCH when that payment id was opened for
   * another amount or currency (the merchant reuses an id only for the same amount).
   */
  async open(link: VikkiLink, language: PageLanguage): Promise<Result<PaymentRow, 'MISMATCH'>> {
    const same = (payment: PaymentRow) =>
      payment.amount === link.amount && payment.currency === link.currency
        ? ok(payment)
        : err('MISMATCH' as const);
    const earlier = await this.#find(link.paymentId);
    if (earlier) return same(earlier);
    const now = this.clock.now().toISOString();
    try {
      return ok(
        await inTransaction(this.db, async (trx) => {
          const row: PaymentRow = {
            id: newSandboxId(),
            gateway: 'vikki',
            merchant_code: this.merchant.code,
            merchant_ref: link.paymentId,
            amount: link.amount,
            currency: link.currency,
            status: 'INIT',
            scenario: 'link',
            result_code: null,
            reason: null,
            payer_ref: null,
            return_url: link.returnUrl,
            notify_url: this.notifyUrl,
            details: JSON.stringify({ language, locator: link.locator, expiresAt: link.expiresAt }),
            settle_at: null,
            version: 0,
            created_at: now,
            updated_at: now,
          };
          await insertPayment(trx, row);
          const opened = await this.ledger.decideIn(
            trx,
            row,
            {
              event: 'PAYER_ACTION_REQUIRED',
              resultCode: null,
              reason: null,
              settleAt: link.expiresAt,
              notify: false,
            },
            this.notification,
          );
          return opened.payment;
        }),
      );
    } catch (error) {
      // Two browsers opening one link at once: the unique reference lets one insert win.
      const winner = await this.#find(link.paymentId);
      if (winner) return same(winner);
      throw error;
    }
  }

  /**
   * Pays from the account of `phone`: the account decides (paid, refused for balance or a lock),
   * the merchant is notified, and the payment is answered decided. A phone with no Vikki account
   * changes nothing; a payment past its deadline fails as expired.
   */
  async pay(id: string, phone: string): Promise<VikkiPayOutcome | undefined> {
    const payment = await this.load(id);
    if (!payment) return undefined;
    if (paymentStatusOf(payment) !== 'PENDING') return { kind: 'decided', payment };
    if (this.#expired(payment)) return { kind: 'decided', payment: await this.#decide(id, EXPIRED) };
    const number = normaliseVietnamMobile(phone);
    const account = number ? findVikkiAccount(number) : undefined;
    if (!account) return { kind: 'unknownAccount', payment };
    return {
      kind: 'decided',
      payment: await this.#decide(id, {
        ...ACCOUNT_DECISIONS[account.kind],
        details: { payer: account.phone },
        notify: true,
      }),
    };
  }

  /** The customer cancels: the merchant is told (24). */
  async cancel(id: string): Promise<PaymentRow | undefined> {
    const payment = await this.load(id);
    if (!payment) return undefined;
    if (paymentStatusOf(payment) !== 'PENDING') return payment;
    return this.#decide(id, {
      event: 'CANCELLED',
      resultCode: '24',
      reason: 'CANCELLED_BY_CUSTOMER',
      notify: true,
    });
  }

  /** The sweeper: the link's deadline passed with nobody paying. */
  async settle(payment: PaymentRow): Promise<void> {
    if (paymentStatusOf(payment) === 'PENDING') await this.#decide(payment.id, EXPIRED);
  }

  #find(paymentId: string): Promise<PaymentRow | undefined> {
    return findPaymentByRef(this.db, 'vikki', this.merchant.code, paymentId);
  }

  #expired(payment: PaymentRow): boolean {
    return payment.settle_at !== null && payment.settle_at <= this.clock.now().toISOString();
  }

  async #decide(id: string, decision: PaymentDecision): Promise<PaymentRow> {
    return (await this.ledger.decide(id, decision, this.notification)).payment;
  }
}
