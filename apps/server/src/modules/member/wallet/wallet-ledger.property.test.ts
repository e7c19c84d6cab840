import { createManualClock } from '@skybook/domain/clock';
import { WALLET_MAX_MOVEMENT_VND, WALLET_PIN_MAX_FAILURES } from '@skybook/domain/wallet-rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../../test/app-fixture';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../../test/engines';
import { AppError } from '../../../plugins/app-error';
import { checkLedger, plainPinHasher, SOUND_LEDGER } from './wallet-ledger.fixture';
import { WalletService, type WalletMovement } from './wallet.service';

/*
 * The ledger under any sequence of activations, top-ups, spends (right and wrong PINs), refunds,
 * credit shells, promotions and simultaneous spends on one wallet: each answer is the one a plain
 * model of the wallets predicts, and after every run the tables themselves hold the invariants
 * (checkLedger). Members and references are new in every run, so runs share one database.
 */

const PIN = '135790';
const MEMBERS = 3;

type CreditOp = 'topUp' | 'creditShell' | 'promotion';
type Op =
  | { op: 'activate'; member: number }
  | { op: CreditOp; member: number; amount: number; reference: number }
  | { op: 'pay'; member: number; amount: number; reference: number; rightPin: boolean }
  | { op: 'refund'; payment: number; unknown: boolean }
  | { op: 'concurrentPays'; member: number; amounts: number[] }
  /** The step before, again `times` times: the same movement repeated, or more wrong PINs. */
  | { op: 'repeat'; times: number };

type Step = Exclude<Op, { op: 'repeat' }>;
type CreditStep = Extract<Step, { op: CreditOp }>;
const isCredit = (step: Step): step is CreditStep =>
  step.op === 'topUp' || step.op === 'creditShell' || step.op === 'promotion';

/** Members 0 and 1 open their wallets as a run starts; member 2 only if the run activates it. */
const member = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(0, 1) },
  { weight: 1, arbitrary: fc.constant(MEMBERS - 1) },
);
/** Each run's references: repeats happen (replays, or a reference reused for another movement). */
const reference = fc.integer({ min: 0, max: 7 });
/** Payments draw from fewer references, so they repeat more often. */
const paymentReference = fc.integer({ min: 0, max: 3 });
/** Mostly valid amounts, sometimes zero, negative, fractional or above the limit. */
const amountUpTo = (max: number) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 1, max }) },
    { weight: 1, arbitrary: fc.constantFrom(0, -5_000, 1_500.5, WALLET_MAX_MOVEMENT_VND + 1) },
  );
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('repeat' as const), times: fc.integer({ min: 1, max: 5 }) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('activate' as const), member }) },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constantFrom('topUp' as const, 'creditShell' as const, 'promotion' as const),
      member,
      amount: amountUpTo(2_000_000),
      reference,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      member,
      amount: amountUpTo(800_000),
      reference: paymentReference,
      rightPin: fc.integer({ min: 0, max: 3 }).map((draw) => draw > 0),
    }),
  },
  {
    weight: 2,
    // Gives back one of the run's payments so far (picked by index), now and then one never made.
    arbitrary: fc.record({
      op: fc.constant('refund' as const),
      payment: fc.nat(),
      unknown: fc.integer({ min: 0, max: 5 }).map((draw) => draw === 0),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('concurrentPays' as const),
      member,
      amounts: fc.array(fc.integer({ min: 1, max: 600_000 }), { minLength: 2, maxLength: 6 }),
    }),
  },
);

/** What the wallets should hold, kept by the test beside the real ones. */
class Model {
  readonly active = new Set<number>();
  readonly balance = new Map<number, number>();
  readonly wrongPins = new Map<number, number>();
  readonly locked = new Set<number>();
  /** `kind reference` → the movement's member, amount and id. */
  readonly recorded = new Map<string, { member: number; amount: number; id: string }>();
  /** The references of the payments made so far, in order. */
  readonly payments: string[] = [];
}

const isValidAmount = (value: number) =>
  Number.isInteger(value) && value > 0 && value <= WALLET_MAX_MOVEMENT_VND;

/** The code a call was refused with, or the movement it answered. */
async function outcome(call: Promise<unknown>): Promise<string | WalletMovement> {
  try {
    return (await call) as WalletMovement;
  } catch (error) {
    if (error instanceof AppError) return error.errorCode;
    throw error;
  }
}

describe.each(TEST_ENGINES)(
  'the wallet ledger under any sequence of movements on $engine',
  (engine) => {
    let database: TestDatabase;
    let wallet: WalletService;
    let run = 0;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      wallet = new WalletService(database.db, createManualClock(TEST_NOW), plainPinHasher);
    });
    afterAll(() => database.drop());

    it('answers as the model does and keeps every balance the sum of its entries, never below 0', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 24 }), async (ops) => {
          run++;
          const model = new Model();
          const memberId = (index: number) => `run${String(run)}-member${String(index)}`;
          const referenceOf = (index: number) => `run${String(run)}-ref${String(index)}`;
          let concurrent = 0;

          const opening: Step[] = [
            { op: 'activate', member: 0 },
            { op: 'activate', member: 1 },
          ];
          const steps: Step[] = [...opening];
          for (const next of ops) {
            const before = steps.at(-1);
            if (next.op !== 'repeat') steps.push(next);
            else if (before) for (let time = 0; time < next.times; time++) steps.push(before);
          }
          for (const step of steps) {
            if (step.op === 'activate') {
              const answer = await outcome(wallet.activate(memberId(step.member), PIN));
              if (model.active.has(step.member)) expect(answer).toBe('WALLET_ALREADY_ACTIVE');
              else {
                expect(answer).toMatchObject({ active: true, balance: 0 });
                model.active.add(step.member);
                model.balance.set(step.member, 0);
              }
            } else if (isCredit(step)) {
              const answer = await outcome(
                wallet[step.op](memberId(step.member), step.amount, referenceOf(step.reference)),
              );
              const key = `${step.op} ${referenceOf(step.reference)}`;
              const first = model.recorded.get(key);
              if (!isValidAmount(step.amount)) expect(answer).toBe('WALLET_AMOUNT_INVALID');
              else if (!model.active.has(step.member)) expect(answer).toBe('WALLET_NOT_ACTIVE');
              else if (first && (first.member !== step.member || first.amount !== step.amount))
                expect(answer).toBe('IDEMPOTENCY_KEY_REUSED');
              else if (first) expect(answer).toMatchObject({ id: first.id, replayed: true });
              else {
                expect(answer).toMatchObject({ amount: step.amount, replayed: false });
                const { id } = answer as WalletMovement;
                model.recorded.set(key, { member: step.member, amount: step.amount, id });
                model.balance.set(step.member, (model.balance.get(step.member) ?? 0) + step.amount);
              }
            } else if (step.op === 'pay') {
              const pin = step.rightPin ? PIN : '000000';
              const answer = await outcome(
                wallet.pay(memberId(step.member), step.amount, referenceOf(step.reference), pin),
              );
              const key = `payment ${referenceOf(step.reference)}`;
              const first = model.recorded.get(key);
              const balance = model.balance.get(step.member) ?? 0;
              if (!isValidAmount(step.amount)) expect(answer).toBe('WALLET_AMOUNT_INVALID');
              else if (!model.active.has(step.member)) expect(answer).toBe('WALLET_NOT_ACTIVE');
              else if (model.locked.has(step.member)) expect(answer).toBe('WALLET_LOCKED');
              else if (!step.rightPin) {
                const wrong = (model.wrongPins.get(step.member) ?? 0) + 1;
                if (wrong >= WALLET_PIN_MAX_FAILURES) {
                  expect(answer).toBe('WALLET_LOCKED');
                  model.locked.add(step.member);
                  model.wrongPins.set(step.member, 0);
                } else {
                  expect(answer).toBe('WALLET_PIN_INVALID');
                  model.wrongPins.set(step.member, wrong);
                }
              } else {
                model.wrongPins.set(step.member, 0);
                if (first && (first.member !== step.member || first.amount !== step.amount))
                  expect(answer).toBe('IDEMPOTENCY_KEY_REUSED');
                else if (first) expect(answer).toMatchObject({ id: first.id, replayed: true });
                else if (balance < step.amount) expect(answer).toBe('WALLET_BALANCE_NOT_ENOUGH');
                else {
                  expect(answer).toMatchObject({ amount: step.amount, replayed: false });
                  const { id } = answer as WalletMovement;
                  model.recorded.set(key, { member: step.member, amount: step.amount, id });
                  model.payments.push(referenceOf(step.reference));
                  model.balance.set(step.member, balance - step.amount);
                }
              }
            } else if (step.op === 'refund') {
              const given =
                step.unknown || model.payments.length === 0
                  ? `run${String(run)}-never-paid`
                  : (model.payments[step.payment % model.payments.length] ?? '');
              const answer = await outcome(wallet.refund(given));
              const payment = model.recorded.get(`payment ${given}`);
              const refund = model.recorded.get(`refund ${given}`);
              if (!payment) expect(answer).toBe('WALLET_PAYMENT_NOT_FOUND');
              else if (refund) expect(answer).toMatchObject({ id: refund.id, replayed: true });
              else {
                expect(answer).toMatchObject({ kind: 'refund', amount: payment.amount, replayed: false });
                const { id } = answer as WalletMovement;
                model.recorded.set(`refund ${given}`, { ...payment, id });
                model.balance.set(payment.member, (model.balance.get(payment.member) ?? 0) + payment.amount);
              }
            } else {
              const references = step.amounts.map(() => `run${String(run)}-spend${String(concurrent++)}`);
              const answers = await Promise.all(
                step.amounts.map((value, index) =>
                  outcome(wallet.pay(memberId(step.member), value, references[index] ?? '', PIN)),
                ),
              );
              const before = model.balance.get(step.member) ?? 0;
              if (!model.active.has(step.member)) {
                expect(new Set(answers)).toEqual(new Set(['WALLET_NOT_ACTIVE']));
              } else if (model.locked.has(step.member)) {
                expect(new Set(answers)).toEqual(new Set(['WALLET_LOCKED']));
              } else {
                model.wrongPins.set(step.member, 0);
                const paid = step.amounts.filter((_, index) => typeof answers[index] !== 'string');
                answers.forEach((answer, index) => {
                  if (typeof answer === 'string') return;
                  const spent = references[index] ?? '';
                  model.recorded.set(`payment ${spent}`, {
                    member: step.member,
                    amount: answer.amount,
                    id: answer.id,
                  });
                  model.payments.push(spent);
                });
                const refused = step.amounts.filter((_, index) => typeof answers[index] === 'string');
                const after = before - paid.reduce((sum, value) => sum + value, 0);
                expect(after).toBeGreaterThanOrEqual(0);
                expect(answers.filter((answer) => typeof answer === 'string')).toEqual(
                  refused.map(() => 'WALLET_BALANCE_NOT_ENOUGH'),
                );
                // The balance only fell during these spends, so each refused one was short then too.
                for (const value of refused) expect(value).toBeGreaterThan(after);
                model.balance.set(step.member, after);
              }
            }
          }

          for (const index of model.active) {
            expect(await wallet.balance(memberId(index))).toBe(model.balance.get(index));
          }
          expect(await checkLedger(database.db)).toEqual(SOUND_LEDGER);
        }),
        { numRuns: 50 },
      );
    });
  },
  60_000,
);
