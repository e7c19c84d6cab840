import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { PinHasher } from './wallet-pin';

/**
 * The ledger's invariants (design §5 Reliability; decision 029), read by SQL straight from the
 * tables so the tests check what is stored, not what the service says. Each list is empty and the
 * total 0 when the ledger is sound.
 */
export interface LedgerCheck {
  /** Member accounts whose balance is negative or not the sum of their entries. */
  balancesOff: { accountId: string; balance: number; entries: number }[];
  /** Transactions whose entries do not sum to 0 or are not exactly two. */
  unbalancedTransactions: { transactionId: string; total: number; entries: number }[];
  /** References recorded more than once for one kind, and payments given back more than once. */
  duplicateReferences: string[];
  /** Entries whose sign or airline account does not fit their transaction's kind. */
  misdirectedEntries: string[];
  /** The sum of every entry of every account, the airline's included. */
  total: number;
}

/** Signs of the member side per kind, and the airline account on the other side. */
const SHAPES = [
  ['topup', 1, 'airline:topupClearing'],
  ['payment', -1, 'airline:bookingSales'],
  ['refund', 1, 'airline:bookingSales'],
  ['creditShell', 1, 'airline:creditShells'],
  ['promotion', 1, 'airline:promotions'],
] as const;

export async function checkLedger(db: Kysely<Database>): Promise<LedgerCheck> {
  const balances = await db
    .selectFrom('wallet_account as a')
    .leftJoin('wallet_entry as e', 'e.account_id', 'a.id')
    .where('a.kind', '=', 'member')
    .groupBy(['a.id', 'a.balance'])
    .select(['a.id', 'a.balance', sql<string | number>`coalesce(sum(e.amount), 0)`.as('entries')])
    .execute();
  const transactions = await db
    .selectFrom('wallet_transaction as t')
    .leftJoin('wallet_entry as e', 'e.transaction_id', 't.id')
    .groupBy('t.id')
    .select([
      't.id',
      sql<string | number>`coalesce(sum(e.amount), 0)`.as('total'),
      sql<string | number>`count(e.account_id)`.as('entries'),
    ])
    .execute();
  const duplicates = await db
    .selectFrom('wallet_transaction')
    .groupBy(['kind', 'reference'])
    .having(sql`count(*)`, '>', 1)
    .select(['kind', 'reference'])
    .execute();
  const refundedTwice = await db
    .selectFrom('wallet_transaction')
    .where('refund_of', 'is not', null)
    .groupBy('refund_of')
    .having(sql`count(*)`, '>', 1)
    .select('refund_of')
    .execute();
  const misdirected: string[] = [];
  for (const [kind, sign, airline] of SHAPES) {
    const wrong = await db
      .selectFrom('wallet_transaction as t')
      .innerJoin('wallet_entry as e', 'e.transaction_id', 't.id')
      .where('t.kind', '=', kind)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('e.account_id', '=', eb.ref('t.account_id')),
            eb('e.amount', '<>', sql<number>`${sign} * t.amount`),
          ]),
          eb.and([eb('e.account_id', '<>', eb.ref('t.account_id')), eb('e.account_id', '<>', airline)]),
        ]),
      )
      .select('t.id')
      .execute();
    misdirected.push(...wrong.map((row) => `${kind} ${row.id}`));
  }
  const total = await db
    .selectFrom('wallet_entry')
    .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
    .executeTakeFirstOrThrow();
  return {
    balancesOff: balances
      .map((row) => ({ accountId: row.id, balance: Number(row.balance), entries: Number(row.entries) }))
      .filter((row) => row.balance < 0 || row.balance !== row.entries),
    unbalancedTransactions: transactions
      .map((row) => ({ transactionId: row.id, total: Number(row.total), entries: Number(row.entries) }))
      .filter((row) => row.total !== 0 || row.entries !== 2),
    duplicateReferences: [
      ...duplicates.map((row) => `${row.kind} ${row.reference}`),
      ...refundedTwice.map((row) => `refund of ${String(row.refund_of)}`),
    ],
    misdirectedEntries: misdirected,
    total: Number(total.total),
  };
}

/** What a sound ledger's check reads. */
export const SOUND_LEDGER: LedgerCheck = {
  balancesOff: [],
  unbalancedTransactions: [],
  duplicateReferences: [],
  misdirectedEntries: [],
  total: 0,
};

/**
 * A PIN "hash" that costs nothing, for the property tests that spend thousands of times: they test
 * the ledger, not scrypt (the example tests keep the real one).
 */
export const plainPinHasher: PinHasher = {
  hash: (pin) => Promise.resolve(`plain$${pin}`),
  verify: (pin, stored) => Promise.resolve(stored === `plain$${pin}`),
};
