import { createHmac } from 'node:crypto';
import {
  cardBrandCode,
  validateCardExpiry,
  validateCardNumber,
  validateCvv,
  validateHolderName,
} from '@skybook/domain/card-rules';
import type { Clock } from '@skybook/domain/clock';
import type { PaymentStatus } from '@skybook/domain/payment-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import { CardDecrypter, type PublicEncryptionKey } from './card-payload';
import type { ChallengeActions, ChallengePolicy } from '../otp/challenge-actions';
import type { OtpChallengeService } from '../otp/otp-challenge.service';
import type { SandboxRefunds, SignedRefundAnswer, SignedRefundBody } from '../ledger/refunds.service';
import {
  findChallengeByPayment,
  findPayment,
  findPaymentByRef,
  insertPayment,
  upsertCardToken,
  type PaymentRow,
} from '../sandbox.repository';
import {
  inTransaction,
  jsonNotification,
  newSandboxId,
  paymentDetails,
  paymentStatusOf,
  type PaymentDecision,
  type SandboxLedger,
} from '../ledger/sandbox-ledger';
import type { SandboxSecrets } from '../sandbox-secrets';
import { formatStoredAmount } from '../pages/sandbox-page';
import { signedReturnUrl } from '../signed-message';
import {
  CARD_HOLDER_PHONE,
  CARD_PENDING_SETTLE_MS,
  CARD_TIMEOUT_HOLD_MS,
  CHALLENGE_LIFETIME_MS,
  cardScenario,
  type CardScenario,
} from './test-cards';

/**
 * The card acquirer (an outside party): the merchant's server sends it the card the browser
 * encrypted with the acquirer's public key (JWE, RSA-OAEP-256 + A256GCM), never the card itself.
 * The card is decrypted in memory, checked (Luhn, brand, expiry, CVV, name), turned into a token
 * (brand and last 4 kept, the number and CVV dropped) and decided by the test card table.
 */

export interface AuthorizeRequest {
  merchantRef: string;
  amount: number;
  currency: string;
  encryptedCard: string;
  returnUrl: string;
  notifyUrl: string;
  language?: 'vi' | 'en' | undefined;
}

export interface AuthorizeAnswer {
  paymentId: string;
  merchantRef: string;
  status: PaymentStatus;
  /** requirements §4 result code: 200 success, 40 cancelled, 41 pending, 42 failed. */
  resultCode: string;
  reason: string | null;
  token: string | null;
  brand: string | null;
  last4: string | null;
  /** Where to send the browser for 3-D Secure (status PENDING only). */
  challengeUrl: string | null;
}

interface CardFacts {
  token?: string;
  brand?: string;
  last4?: string;
  language: 'vi' | 'en';
}

const INITIAL: Readonly<Record<CardScenario, Omit<PaymentDecision, 'notify'>>> = {
  success: { event: 'AUTHORIZED', resultCode: '200', reason: null },
  challenge: { event: 'PAYER_ACTION_REQUIRED', resultCode: '41', reason: 'AUTHENTICATION_REQUIRED' },
  refused: { event: 'REFUSED', resultCode: '42', reason: 'DO_NOT_HONOR' },
  insufficientFunds: { event: 'REFUSED', resultCode: '42', reason: 'INSUFFICIENT_FUNDS' },
  pendingThenSuccess: { event: 'SUBMITTED', resultCode: '41', reason: 'PENDING_AT_ISSUER' },
  cancelled: { event: 'CANCELLED', resultCode: '40', reason: 'CANCELLED_BY_CARDHOLDER' },
  timeout: { event: 'SUBMITTED', resultCode: '41', reason: 'WAITING_FOR_ISSUER' },
};

const refusal = (reason: string): Omit<PaymentDecision, 'notify'> => ({
  event: 'REFUSED',
  resultCode: '42',
  reason,
});

export class CardAcquirer {
  #cards: CardDecrypter | undefined;
  challenges: ChallengeActions | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secrets: SandboxSecrets,
    private readonly ledger: SandboxLedger,
    private readonly otp: OtpChallengeService,
    private readonly baseUrl: string,
    private readonly refunds: SandboxRefunds,
  ) {}

  private get cards(): CardDecrypter {
    this.#cards ??= new CardDecrypter(this.secrets.cardKey, this.clock);
    return this.#cards;
  }

  /** The public key set the browser encrypts cards with. */
  jwks(): { keys: PublicEncryptionKey[] } {
    return this.cards.publicKeySet();
  }

  /** The notification the acquirer sends for a decided payment (with the card token). */
  readonly notification = (payment: PaymentRow) => {
    const facts = paymentDetails(payment);
    return jsonNotification(payment, {
      card: { token: facts.token ?? null, brand: facts.brand ?? null, last4: facts.last4 ?? null },
    });
  };

  /** The signed browser return for a decided payment. */
  returnUrl(payment: PaymentRow): string {
    return signedReturnUrl(
      payment.return_url,
      {
        paymentId: payment.id,
        merchantRef: payment.merchant_ref,
        status: payment.status,
        resultCode: payment.result_code ?? '',
      },
      this.secrets.merchants.card.secret,
    );
  }

  /** How 3-D Secure challenges end (used by the challenge page). */
  readonly challengePolicy: ChallengePolicy = {
    smsText: (payment) => (code) => {
      const language = paymentDetails(payment).language === 'en' ? 'en' : 'vi';
      const amount = formatStoredAmount(payment.amount, payment.currency, language);
      return language === 'vi'
        ? `Skybook Sandbox Bank: ${code} la ma xac thuc de thanh toan ${amount} cho ${payment.merchant_code}. Ma het han sau 5 phut. Khong chia se ma nay.`
        : `Skybook Sandbox Bank: ${code} is your code to pay ${amount} to ${payment.merchant_code}. It expires in 5 minutes. Never share it.`;
    },
    onAccepted: () => ({ event: 'AUTHORIZED', resultCode: '200', reason: null, settleAt: null }),
    onLocked: () => refusal('AUTHENTICATION_FAILED'),
    onCancelled: () => ({ event: 'CANCELLED', resultCode: '40', reason: 'CANCELLED_BY_CARDHOLDER' }),
    onAbandoned: () => ({ event: 'FAILED', resultCode: '42', reason: 'AUTHENTICATION_EXPIRED' }),
    notification: this.notification,
  };

  /** The answer for a payment as it stands (a repeated authorize gets the same). */
  async answerFor(payment: PaymentRow): Promise<AuthorizeAnswer> {
    const facts = paymentDetails(payment);
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const status = paymentStatusOf(payment);
    const challenge = status === 'PENDING' ? await findChallengeByPayment(this.db, payment.id) : undefined;
    return {
      paymentId: payment.id,
      merchantRef: payment.merchant_ref,
      status,
      resultCode: payment.result_code ?? '41',
      reason: payment.reason,
      token: text(facts.token),
      brand: text(facts.brand),
      last4: text(facts.last4),
      challengeUrl: challenge ? `${this.baseUrl}/3ds/${challenge.id}` : null,
    };
  }

  /**
   * Authorises a card payment. A merchant reference seen before answers that payment as it stands
   * when amount and currency agree (a retried request), else 409 CONFLICT. The timeout card holds
   * the answer until `signal` aborts (the merchant gave up) or 60 s pass, then fails the payment
   * and notifies the merchant.
   */
  async authorize(request: AuthorizeRequest, signal: AbortSignal): Promise<AuthorizeAnswer> {
    const merchant = this.secrets.merchants.card;
    const earlier = await findPaymentByRef(this.db, 'card', merchant.code, request.merchantRef);
    if (earlier) return this.repeat(earlier, request);

    const card = await this.cards.read(request.encryptedCard);
    const now = this.clock.now();
    const facts: CardFacts = { language: request.language ?? 'vi' };
    let decision: Omit<PaymentDecision, 'notify'>;
    let scenario: CardScenario | 'invalidCard' = 'invalidCard';
    const number = validateCardNumber(card.number);
    if (!number.ok) {
      decision = refusal('INVALID_CARD_NUMBER');
    } else {
      facts.brand = cardBrandCode(number.value.network);
      facts.last4 = number.value.last4;
      const expiry = validateCardExpiry(card.expiry, now);
      const cvv = validateCvv(card.cvv, number.value.network);
      const holder = validateHolderName(card.holderName);
      if (!expiry.ok) decision = refusal(expiry.error === 'EXPIRED' ? 'EXPIRED_CARD' : 'INVALID_EXPIRY');
      else if (!cvv.ok) decision = refusal('INVALID_CVV');
      else if (!holder.ok) decision = refusal('INVALID_HOLDER_NAME');
      else {
        const token = await upsertCardToken(this.db, {
          token: `tok_${newSandboxId()}`,
          fingerprint: createHmac('sha256', this.secrets.hashKey)
            .update(number.value.digits)
            .digest('base64url'),
          brand: facts.brand,
          last4: facts.last4,
          expiry_month: expiry.value.month,
          expiry_year: expiry.value.year,
          created_at: now.toISOString(),
        });
        facts.token = token.token;
        scenario = cardScenario(number.value.digits);
        decision = INITIAL[scenario];
      }
    }
    const settleAt =
      scenario === 'pendingThenSuccess'
        ? new Date(now.getTime() + CARD_PENDING_SETTLE_MS)
        : scenario === 'timeout'
          ? new Date(now.getTime() + CARD_TIMEOUT_HOLD_MS)
          : scenario === 'challenge'
            ? new Date(now.getTime() + CHALLENGE_LIFETIME_MS)
            : undefined;

    const created = await inTransaction(this.db, async (trx) => {
      const row: PaymentRow = {
        id: newSandboxId(),
        gateway: 'card',
        merchant_code: merchant.code,
        merchant_ref: request.merchantRef,
        amount: request.amount,
        currency: request.currency,
        status: 'INIT',
        scenario,
        result_code: null,
        reason: null,
        payer_ref: facts.token ?? null,
        return_url: request.returnUrl,
        notify_url: request.notifyUrl,
        details: JSON.stringify(facts),
        settle_at: null,
        version: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await insertPayment(trx, row);
      const result = await this.ledger.decideIn(
        trx,
        row,
        { ...decision, settleAt: settleAt?.toISOString() ?? null, notify: false },
        this.notification,
      );
      if (scenario === 'challenge') {
        await this.otp.create(trx, row.id, CARD_HOLDER_PHONE, this.challengePolicy.smsText(result.payment));
      }
      return result.payment;
    });

    if (scenario === 'timeout') return this.holdThenFail(created, signal);
    return this.answerFor(created);
  }

  private async repeat(earlier: PaymentRow, request: AuthorizeRequest): Promise<AuthorizeAnswer> {
    if (earlier.amount !== request.amount || earlier.currency !== request.currency) {
      throw appError('CONFLICT', { details: { reason: 'MERCHANT_REF_REUSED' } });
    }
    return this.answerFor(earlier);
  }

  private async holdThenFail(payment: PaymentRow, signal: AbortSignal): Promise<AuthorizeAnswer> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CARD_TIMEOUT_HOLD_MS);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
    const result = await this.ledger.decide(
      payment.id,
      { event: 'FAILED', resultCode: '42', reason: 'ISSUER_TIMEOUT', notify: true },
      this.notification,
    );
    return this.answerFor(result.payment);
  }

  /** The sweeper: a pending payment whose settle time came. */
  async settle(payment: PaymentRow): Promise<void> {
    const status = paymentStatusOf(payment);
    if (status === 'PENDING') {
      await this.challenges?.abandon(payment.id);
      return;
    }
    if (status !== 'PROCESSING') return;
    const decision: PaymentDecision =
      payment.scenario === 'pendingThenSuccess'
        ? { event: 'AUTHORIZED', resultCode: '200', reason: null, settleAt: null, notify: true }
        : { event: 'FAILED', resultCode: '42', reason: 'ISSUER_TIMEOUT', notify: true };
    await this.ledger.decide(payment.id, decision, this.notification);
  }

  /**
   * Gives an authorised or captured payment back to the card, whole and once: the same refundRef
   * again answers the same refund (nothing returned twice). 404 NOT_FOUND for no such payment of
   * this merchant; 409 CONFLICT with details.reason NOT_REFUNDABLE (nothing was taken),
   * ALREADY_REFUNDED (by another refundRef) or REFUND_REF_REUSED (this refundRef named another
   * refund); 400 INVALID_REQUEST for more than the payment or another currency.
   */
  refund(paymentId: string, body: SignedRefundBody): Promise<SignedRefundAnswer> {
    return this.refunds.signedRefund('card', this.secrets.merchants.card.code, paymentId, body);
  }

  /** A payment's answer by id, for the merchant's status query (404 when unknown). */
  async status(paymentId: string): Promise<AuthorizeAnswer> {
    const payment = await findPayment(this.db, paymentId);
    if (payment?.gateway !== 'card') throw appError('NOT_FOUND');
    return this.answerFor(payment);
  }
}
