import type { CardNetwork } from '@skybook/domain/card-rules';

/**
 * The card acquirer's test cards (listed on GET /sandbox): the card number alone decides what
 * happens; any expiry not in the past, any CVV of the right length and any Latin name work.
 * Numbers are card schemes' and acquirers' public test numbers (Luhn-valid, never real cards).
 */

export const CARD_SCENARIOS = [
  /** Authorised at once (frictionless 3-D Secure). */
  'success',
  /** 3-D Secure challenge: a code by SMS, then authorised when it is right. */
  'challenge',
  /** Declined by the issuer ("do not honour"). */
  'refused',
  /** Declined: not enough money on the account. */
  'insufficientFunds',
  /** Accepted for processing, authorised by the issuer 30 seconds later (notification). */
  'pendingThenSuccess',
  /** The card holder's bank reports the purchase cancelled. */
  'cancelled',
  /** The issuer never answers: the acquirer holds the request 60 s, then fails it (notification). */
  'timeout',
] as const;
export type CardScenario = (typeof CARD_SCENARIOS)[number];

export interface TestCard {
  number: string;
  network: CardNetwork;
  scenario: CardScenario;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', network: 'Visa', scenario: 'success' },
  { number: '5555555555554444', network: 'MasterCard', scenario: 'success' },
  { number: '2223003122003222', network: 'MasterCard', scenario: 'success' },
  { number: '3566002020360505', network: 'JCB', scenario: 'success' },
  { number: '378282246310005', network: 'Amex', scenario: 'success' },
  { number: '8171999927660000', network: 'UnionPay', scenario: 'success' },
  { number: '9704000000000018', network: 'Napas', scenario: 'success' },
  { number: '4000000000003220', network: 'Visa', scenario: 'challenge' },
  { number: '5200828282828210', network: 'MasterCard', scenario: 'challenge' },
  { number: '3530111333300000', network: 'JCB', scenario: 'challenge' },
  { number: '371449635398431', network: 'Amex', scenario: 'challenge' },
  { number: '9704198526191432198', network: 'Napas', scenario: 'challenge' },
  { number: '4000000000000002', network: 'Visa', scenario: 'refused' },
  { number: '5105105105105100', network: 'MasterCard', scenario: 'refused' },
  { number: '4000000000009995', network: 'Visa', scenario: 'insufficientFunds' },
  { number: '4000000000000077', network: 'Visa', scenario: 'pendingThenSuccess' },
  { number: '4000000000000119', network: 'Visa', scenario: 'cancelled' },
  { number: '4000000000000101', network: 'Visa', scenario: 'timeout' },
];

/** What a card number not in the table does: a 3-D Secure challenge, then authorised. */
export const DEFAULT_CARD_SCENARIO: CardScenario = 'challenge';

const BY_NUMBER: ReadonlyMap<string, TestCard> = new Map(TEST_CARDS.map((card) => [card.number, card]));

/** The scenario of a valid card number. */
export function cardScenario(digits: string): CardScenario {
  return BY_NUMBER.get(digits)?.scenario ?? DEFAULT_CARD_SCENARIO;
}

/** The phone the sandbox's issuer sends 3-D Secure codes to (the SMS outbox). */
export const CARD_HOLDER_PHONE = '+84901234567';

/** How long the pending-then-success card stays pending. */
export const CARD_PENDING_SETTLE_MS = 30_000;
/** How long the timeout card's request is held before the acquirer fails it. */
export const CARD_TIMEOUT_HOLD_MS = 60_000;
/** How long a payer has for a challenge before it is abandoned (5 minutes × the first code and 3 resends, plus slack). */
export const CHALLENGE_LIFETIME_MS = 25 * 60_000;

/** What each scenario does, for the sandbox's documentation page. */
export const CARD_OUTCOMES: Readonly<Record<CardScenario, { vi: string; en: string }>> = {
  success: { vi: 'Được chấp thuận ngay (AUTHORIZED)', en: 'Authorised at once (AUTHORIZED)' },
  challenge: {
    vi: 'Xác thực 3-D Secure bằng mã OTP qua SMS, đúng mã thì được chấp thuận',
    en: '3-D Secure challenge with a code by SMS; the right code authorises it',
  },
  refused: { vi: 'Bị ngân hàng từ chối (DO_NOT_HONOR)', en: 'Declined by the issuer (DO_NOT_HONOR)' },
  insufficientFunds: {
    vi: 'Từ chối: không đủ số dư (INSUFFICIENT_FUNDS)',
    en: 'Declined: insufficient funds',
  },
  pendingThenSuccess: {
    vi: 'Đang xử lý (PROCESSING), 30 giây sau được chấp thuận và gửi thông báo',
    en: 'Processing, authorised 30 seconds later by notification',
  },
  cancelled: { vi: 'Chủ thẻ hủy giao dịch (CANCELLED)', en: 'Cancelled by the card holder (CANCELLED)' },
  timeout: {
    vi: 'Ngân hàng không trả lời: yêu cầu bị giữ tới 60 giây rồi thất bại (FAILURE, có thông báo)',
    en: 'The issuer never answers: held up to 60 s, then FAILURE by notification',
  },
};
