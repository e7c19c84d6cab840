import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentStatus } from './payment-codes';
import {
  PAYMENT_EVENTS,
  TERMINAL_PAYMENT_STATUSES,
  applyPaymentEvent,
  eventForReportedStatus,
  isSuccessPaymentStatus,
  isTerminalPaymentStatus,
  type PaymentEvent,
  type PaymentEventReason,
} from './payment-state';

type Row = [PaymentStatus, PaymentEvent, PaymentStatus, PaymentEventReason];

const TABLE: Row[] = [
  // A new payment goes wherever the gateway says.
  ['INIT', 'SUBMITTED', 'PROCESSING', 'APPLIED'],
  ['INIT', 'PAYER_ACTION_REQUIRED', 'PENDING', 'APPLIED'],
  ['INIT', 'AUTHORIZED', 'AUTHORIZED', 'APPLIED'],
  ['INIT', 'CAPTURED', 'SUCCESSFUL', 'APPLIED'],
  ['INIT', 'REFUSED', 'REFUSED', 'APPLIED'],
  ['INIT', 'CANCELLED', 'CANCELLED', 'APPLIED'],
  ['INIT', 'ERRORED', 'ERROR', 'APPLIED'],
  ['INIT', 'FAILED', 'FAILURE', 'APPLIED'],
  ['INIT', 'VOIDED', 'INIT', 'NOT_ALLOWED'],
  // In flight.
  ['PROCESSING', 'PAYER_ACTION_REQUIRED', 'PENDING', 'APPLIED'],
  ['PROCESSING', 'SUBMITTED', 'PROCESSING', 'UNCHANGED'],
  ['PROCESSING', 'AUTHORIZED', 'AUTHORIZED', 'APPLIED'],
  ['PENDING', 'SUBMITTED', 'PENDING', 'UNCHANGED'],
  ['PENDING', 'PENDING', 'PENDING', 'UNCHANGED'],
  ['PENDING', 'CAPTURED', 'SUCCESSFUL', 'APPLIED'],
  ['PENDING', 'CANCELLED', 'CANCELLED', 'APPLIED'],
  ['PENDING', 'VOIDED', 'PENDING', 'NOT_ALLOWED'],
  // Not confirmed: the gateway's next word settles it.
  ['ERROR', 'CAPTURED', 'SUCCESSFUL', 'APPLIED'],
  ['ERROR', 'REFUSED', 'REFUSED', 'APPLIED'],
  ['ERROR', 'PENDING', 'PENDING', 'APPLIED'],
  ['ERROR', 'ERRORED', 'ERROR', 'UNCHANGED'],
  // Authorised: capture or void only; late bad news is not applied.
  ['AUTHORIZED', 'CAPTURED', 'SUCCESSFUL', 'APPLIED'],
  ['AUTHORIZED', 'VOIDED', 'CANCELLED', 'APPLIED'],
  ['AUTHORIZED', 'AUTHORIZED', 'AUTHORIZED', 'UNCHANGED'],
  ['AUTHORIZED', 'FAILED', 'AUTHORIZED', 'LATE_AFTER_SUCCESS'],
  ['AUTHORIZED', 'REFUSED', 'AUTHORIZED', 'LATE_AFTER_SUCCESS'],
  ['AUTHORIZED', 'ERRORED', 'AUTHORIZED', 'LATE_AFTER_SUCCESS'],
  ['AUTHORIZED', 'PENDING', 'AUTHORIZED', 'LATE_AFTER_SUCCESS'],
  ['AUTHORIZED', 'CANCELLED', 'AUTHORIZED', 'LATE_AFTER_SUCCESS'],
  // Terminal.
  ['SUCCESSFUL', 'FAILED', 'SUCCESSFUL', 'TERMINAL'],
  ['SUCCESSFUL', 'PENDING', 'SUCCESSFUL', 'TERMINAL'],
  ['SUCCESSFUL', 'CAPTURED', 'SUCCESSFUL', 'UNCHANGED'],
  ['REFUSED', 'CAPTURED', 'REFUSED', 'TERMINAL'],
  ['CANCELLED', 'AUTHORIZED', 'CANCELLED', 'TERMINAL'],
  ['FAILURE', 'CAPTURED', 'FAILURE', 'TERMINAL'],
  ['FAILURE', 'FAILED', 'FAILURE', 'UNCHANGED'],
];

describe('applyPaymentEvent', () => {
  it.each(TABLE)('%s + %s → %s (%s)', (state, event, next, reason) => {
    expect(applyPaymentEvent(state, event)).toEqual({ next, applied: reason === 'APPLIED', reason });
  });

  const status = fc.constantFrom(...PAYMENT_STATUSES);
  const events = fc.array(fc.constantFrom(...PAYMENT_EVENTS), { maxLength: 30 });
  const run = (start: PaymentStatus, sequence: readonly PaymentEvent[]) => {
    const path: PaymentStatus[] = [start];
    for (const event of sequence) path.push(applyPaymentEvent(path[path.length - 1] ?? start, event).next);
    return path;
  };

  it('never leaves a terminal status, whatever arrives after it', () => {
    fc.assert(
      fc.property(status, events, (start, sequence) => {
        const path = run(start, sequence);
        const firstTerminal = path.findIndex((state) => isTerminalPaymentStatus(state));
        return (
          firstTerminal === -1 || path.slice(firstTerminal).every((state) => state === path[firstTerminal])
        );
      }),
    );
  });

  it('never goes from a success back to pending, processing, init, error or a failure', () => {
    fc.assert(
      fc.property(status, events, (start, sequence) => {
        const path = run(start, sequence);
        const firstSuccess = path.findIndex((state) => isSuccessPaymentStatus(state));
        if (firstSuccess === -1) return true;
        return path
          .slice(firstSuccess)
          .every((state) => isSuccessPaymentStatus(state) || state === 'CANCELLED');
      }),
    );
  });

  it('reaches CANCELLED from a success only by a merchant void', () => {
    for (const event of PAYMENT_EVENTS) {
      const { next } = applyPaymentEvent('AUTHORIZED', event);
      if (next === 'CANCELLED') expect(event).toBe('VOIDED');
    }
  });

  it('never returns to INIT, and applied means the status changed', () => {
    fc.assert(
      fc.property(status, fc.constantFrom(...PAYMENT_EVENTS), (start, event) => {
        const outcome = applyPaymentEvent(start, event);
        return outcome.next !== 'INIT' || start === 'INIT'
          ? outcome.applied === (outcome.next !== start)
          : false;
      }),
    );
  });

  it('is idempotent: the same event twice changes no more than once', () => {
    fc.assert(
      fc.property(status, fc.constantFrom(...PAYMENT_EVENTS), (start, event) => {
        const once = applyPaymentEvent(start, event).next;
        return applyPaymentEvent(once, event).next === once;
      }),
    );
  });
});

describe('status helpers', () => {
  it('name the four terminal statuses and the two successes', () => {
    expect(PAYMENT_STATUSES.filter((status) => isTerminalPaymentStatus(status))).toEqual(
      expect.arrayContaining([...TERMINAL_PAYMENT_STATUSES]),
    );
    expect(PAYMENT_STATUSES.filter((status) => isSuccessPaymentStatus(status))).toEqual([
      'AUTHORIZED',
      'SUCCESSFUL',
    ]);
  });

  it('read a reported status as the event that leads to it', () => {
    for (const status of PAYMENT_STATUSES) {
      const event = eventForReportedStatus(status);
      if (status === 'INIT') expect(event).toBeUndefined();
      else if (event) expect(applyPaymentEvent('PROCESSING', event).next).toBe(status);
      else expect.unreachable(`no event for ${status}`);
    }
  });
});
