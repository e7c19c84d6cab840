import { randomBytes } from 'node:crypto';
import type { WalletTopUpBody, WalletTopUpDto } from '@skybook/contracts/member-wallet';
import type { Clock } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { money } from '@skybook/domain/money';
import { WALLET_MAX_MOVEMENT_VND, walletAmountProblem } from '@skybook/domain/wallet-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { appError } from '../../../plugins/app-error';
import {
  buildVnpayPaymentUrl,
  verifyVnpayResult,
  vnpayIpnAnswer,
  type PaymentGateways,
  type VnpayIpnAnswer,
} from '../../booking/public';
import { findTopUp, insertTopUp, settleTopUp, type TopUpRow } from './top-up.repository';
import type { WalletService } from './wallet.service';

/** How long VNPay's page stays open for a top-up. */
const VNPAY_PAGE_MS = 15 * 60_000;

export interface TopUpDeps {
  db: Kysely<Database>;
  clock: Clock;
  wallet: WalletService;
  /** The booking module's gateway clients (booking/public.ts), built on first use. */
  gateways: () => Promise<PaymentGateways>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** A top-up settled by the notification another writer applied first. */
class AlreadySettled extends Error {}

function view(row: TopUpRow): WalletTopUpDto {
  return {
    id: row.id,
    amount: row.amount,
    currency: 'VND',
    method: row.method as WalletTopUpDto['method'],
    status: row.status as WalletTopUpDto['status'],
    createdAt: row.created_at,
  };
}

/**
 * Topping up the wallet through VNPay (requirements §1 wallet top-up; decision 033): a PENDING
 * top-up and VNPay's page (QR or Napas); VNPay's IPN, verified like a booking payment's
 * (HMAC-SHA512 over the sorted parameters, the amount checked against the top-up), credits the
 * wallet with the top-up's id as the wallet's reference and marks it CREDITED in the same
 * transaction, conditionally on it being PENDING: a replayed IPN is answered 02 and credits
 * nothing, a forged one 97.
 */
export class TopUpService {
  constructor(private readonly deps: TopUpDeps) {}

  async open(
    memberId: string,
    body: WalletTopUpBody,
    language: Language,
    client: string,
  ): Promise<{ topUp: WalletTopUpDto; redirectUrl: string }> {
    const reason = walletAmountProblem(body.amount);
    if (reason) {
      throw appError('WALLET_AMOUNT_INVALID', { details: { reason, maxAmount: WALLET_MAX_MOVEMENT_VND } });
    }
    if (!(await this.deps.wallet.status(memberId)).active) throw appError('WALLET_NOT_ACTIVE');
    const now = this.deps.clock.now();
    const row: TopUpRow = {
      id: randomBytes(16).toString('hex'),
      member_id: memberId,
      amount: body.amount,
      method: body.method,
      status: 'PENDING',
      gateway_ref: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    const gateways = await this.deps.gateways();
    await insertTopUp(this.deps.db, row);
    const redirectUrl = buildVnpayPaymentUrl(
      {
        txnRef: row.id,
        amount: money(row.amount, 'VND'),
        orderInfo: `Nap tien vi ${row.id}`,
        // The account page (requirements §2 Profile) polls the top-up and shows how it ended.
        returnUrl: `${this.deps.publicUrl}/${language}/profile/account?topUpId=${row.id}`,
        ipAddr: client,
        createdAt: now,
        expiresAt: new Date(now.getTime() + VNPAY_PAGE_MS),
        locale: language === 'vi' ? 'vn' : 'en',
        bankCode: body.method === 'VNPAYQR' ? 'VNPAYQR' : 'VNBANK',
      },
      gateways.vnpay,
    );
    return { topUp: view(row), redirectUrl };
  }

  /** The member's own top-up (404 NOT_FOUND for anyone else's). */
  async find(memberId: string, id: string): Promise<WalletTopUpDto> {
    const row = await findTopUp(this.deps.db, id);
    if (row?.member_id !== memberId) throw appError('NOT_FOUND');
    return view(row);
  }

  /**
   * VNPay's IPN for a top-up; undefined when its order is not a top-up (a booking's payment). The
   * signature is checked before anything is read.
   */
  async vnpayIpn(
    query: Readonly<Record<string, string | readonly string[] | undefined>>,
  ): Promise<VnpayIpnAnswer | undefined> {
    const gateways = await this.deps.gateways();
    const result = verifyVnpayResult(query, gateways.vnpay);
    if (!result.ok) return undefined;
    const row = await findTopUp(this.deps.db, result.value.txnRef);
    if (!row) return undefined;
    const answer = vnpayIpnAnswer(result, {
      amount: money(row.amount, 'VND'),
      alreadyConfirmed: row.status !== 'PENDING',
    });
    if (answer.RspCode !== '00') {
      if (answer.RspCode !== '02')
        this.deps.log.warn({ topUpId: row.id, rspCode: answer.RspCode }, 'top-up IPN rejected');
      return answer;
    }
    const facts = result.value;
    const now = this.deps.clock.now().toISOString();
    const already: VnpayIpnAnswer = { RspCode: '02', Message: 'Order already confirmed' };
    if (!facts.isPaid) {
      const failed = await settleTopUp(this.deps.db, row.id, {
        status: 'FAILED',
        gatewayRef: facts.transactionNo,
        now,
      });
      return failed ? answer : already;
    }
    try {
      const movement = await this.deps.wallet.topUp(row.member_id, row.amount, row.id, {
        alsoInside: async (trx) => {
          const settled = await settleTopUp(trx, row.id, {
            status: 'CREDITED',
            gatewayRef: facts.transactionNo,
            now,
          });
          if (!settled) throw new AlreadySettled();
        },
      });
      if (movement.replayed) return already;
    } catch (error) {
      if (error instanceof AlreadySettled) return already;
      throw error;
    }
    this.deps.log.info({ topUpId: row.id }, 'wallet topped up');
    return answer;
  }
}
