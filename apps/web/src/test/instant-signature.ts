import { vi } from 'vitest';

/*
 * For tests that move a fake clock over booking calls: signing a call (Web Crypto, decision 044)
 * finishes on Node's thread pool, outside the time `vi.advanceTimersByTimeAsync` flushes, so a
 * call signed for real could still be on its way when the test looks. Imported by such a test, this
 * signs in a microtask instead. What signing sends is tested in lib/booking-api.test.ts.
 */
vi.mock('@skybook/domain/request-signature', () => ({
  signRequest: () => Promise.resolve({ 'x-signature': 'test', 'x-signature-timestamp': '0' }),
}));
