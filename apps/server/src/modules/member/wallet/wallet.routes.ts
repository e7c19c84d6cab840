import {
  activeWalletBodySchema,
  transactionHistoryQuerySchema,
  transactionHistoryResponseSchema,
  walletStatusResponseSchema,
  walletTopUpBodySchema,
  walletTopUpParamsSchema,
  walletTopUpResponseSchema,
} from '@skybook/contracts/member-wallet';
import { memberProviderParamsSchema } from '@skybook/contracts/member';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER_BEARER_DOC, MEMBER_ROUTE_ERRORS, type MemberAuth } from '../member-auth';
import { readLanguageId } from '../../../i18n/language-id';
import type { TopUpService } from './top-up.service';
import type { WalletService } from './wallet.service';

export interface WalletRoutesOptions {
  auth: MemberAuth;
  wallet: WalletService;
  topUps: TopUpService;
}

/** The member wallet's calls (requirements §4 Wallet, §7; decision 029); behind the bearer check. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (
  app,
  { auth, wallet, topUps },
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
) => {
  app.get(
    '/api/v1/users/:provider/wallet',
    {
      schema: {
        summary: 'The member’s wallet: whether it is active, its balance, a PIN lock',
        description: MEMBER_BEARER_DOC,
        params: memberProviderParamsSchema,
        response: { 200: walletStatusResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      return { wallet: await wallet.status(auth.memberOf(request).memberId) };
    },
  );

  app.post(
    '/api/v1/users/:provider/active-wallet',
    {
      schema: {
        summary: 'Activate the member’s wallet with a 6-digit PIN (requirements §7 active-wallet)',
        description: `${MEMBER_BEARER_DOC} Once: 409 WALLET_ALREADY_ACTIVE after. The PIN is kept only as a scrypt hash; payments from the wallet ask for it, and five wrong PINs in a row lock them for 15 minutes. Answers the wallet; the site reloads the profile after (requirements §4).`,
        params: memberProviderParamsSchema,
        body: activeWalletBodySchema,
        response: { 200: walletStatusResponseSchema, 409: errorEnvelopeSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      return { wallet: await wallet.activate(auth.memberOf(request).memberId, request.body.pin) };
    },
  );

  app.get(
    '/api/v1/users/:provider/transaction-history',
    {
      schema: {
        summary: 'The wallet’s movements, newest first (requirements §3 transaction history)',
        description: `${MEMBER_BEARER_DOC} Ten a page from page 1, all or one type: payment (payments and their refunds), top-up (top-ups and credit shells), promotion. A member without a wallet has none.`,
        params: memberProviderParamsSchema,
        querystring: transactionHistoryQuerySchema,
        response: { 200: transactionHistoryResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { page, type } = request.query;
      const history = await wallet.history(auth.memberOf(request).memberId, page, type);
      return { transactionHistories: history };
    },
  );

  app.post(
    '/api/v1/users/:provider/wallet/top-ups',
    {
      schema: {
        summary: 'Top up the wallet through VNPay: the gateway page to go to (decision 033)',
        description: `${MEMBER_BEARER_DOC} amount in VND (400 WALLET_AMOUNT_INVALID outside 1 to the wallet’s largest movement), method VNPAYQR (QR page) or NP (Napas cards and e-banking); 409 WALLET_NOT_ACTIVE without an active wallet. Answers the PENDING top-up and redirectUrl, VNPay’s page; the browser comes back to the account page, /{lang}/profile/account?topUpId. Only VNPay’s signed IPN (the payments’ IPN URL) credits the wallet, once; GET …/wallet/top-ups/{id} tells the page the outcome.`,
        params: memberProviderParamsSchema,
        body: walletTopUpBodySchema,
        response: { 200: walletTopUpResponseSchema, 409: errorEnvelopeSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const language = readLanguageId(request.body.languageId, request.language);
      return topUps.open(auth.memberOf(request).memberId, request.body, language, request.ip);
    },
  );

  app.get(
    '/api/v1/users/:provider/wallet/top-ups/:id',
    {
      schema: {
        summary: 'Where a wallet top-up stands: PENDING, CREDITED or FAILED',
        description: `${MEMBER_BEARER_DOC} The member’s own top-ups only (404 NOT_FOUND otherwise).`,
        params: walletTopUpParamsSchema,
        response: { 200: walletTopUpResponseSchema, ...MEMBER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const topUp = await topUps.find(auth.memberOf(request).memberId, request.params.id);
      return { topUp, redirectUrl: null };
    },
  );
};
