import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OTP_MAX_RESENDS,
  OTP_MAX_WRONG_ATTEMPTS,
  checkOtp,
  isOtpShaped,
  issueOtp,
  otpFromRandom,
  otpStanding,
  resendOtp,
  type OtpRecord,
} from './otp-rules';

const T0 = new Date('2026-11-21T03:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function wrong(record: OtpRecord, times: number, now = T0): OtpRecord {
  let current = record;
  for (let index = 0; index < times; index += 1) current = checkOtp(current, false, now).record;
  return current;
}

describe('issueOtp and otpFromRandom', () => {
  it('gives a code 5 minutes', () => {
    expect(issueOtp(T0)).toEqual({
      sentAt: '2026-11-21T03:00:00.000Z',
      expiresAt: '2026-11-21T03:05:00.000Z',
      wrongAttempts: 0,
      resends: 0,
      usedAt: null,
    });
  });

  it('pads codes to 6 digits and asks the source for [0, 10^6)', () => {
    const asked: number[] = [];
    expect(
      otpFromRandom((max) => {
        asked.push(max);
        return 4217;
      }),
    ).toBe('004217');
    expect(asked).toEqual([1_000_000]);
    expect(otpFromRandom(() => 999_999)).toBe('999999');
  });

  it('refuses a source that returns something out of range', () => {
    expect(() => otpFromRandom(() => 1_000_000)).toThrow(RangeError);
    expect(() => otpFromRandom(() => -1)).toThrow(RangeError);
    expect(() => otpFromRandom(() => 1.5)).toThrow(RangeError);
  });

  it('always yields 6 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (value) => isOtpShaped(otpFromRandom(() => value))),
    );
  });
});

describe('isOtpShaped', () => {
  it('takes exactly 6 ASCII digits', () => {
    expect(isOtpShaped('123456')).toBe(true);
    expect(isOtpShaped(' 123456 ')).toBe(true);
    for (const input of ['12345', '1234567', '12 456', 'abcdef', '１２３４５６', '']) {
      expect(isOtpShaped(input)).toBe(false);
    }
  });
});

describe('checkOtp', () => {
  it('accepts the right code once', () => {
    const accepted = checkOtp(issueOtp(T0), true, at(60));
    expect(accepted).toEqual({
      outcome: 'ACCEPTED',
      record: expect.objectContaining({ usedAt: at(60).toISOString() }) as unknown,
    });
    expect(checkOtp(accepted.record, true, at(61)).outcome).toBe('USED');
  });

  it('counts wrong codes and locks on the fifth', () => {
    let record = issueOtp(T0);
    for (let attempt = 1; attempt < OTP_MAX_WRONG_ATTEMPTS; attempt += 1) {
      const check = checkOtp(record, false, T0);
      expect(check).toMatchObject({ outcome: 'WRONG', attemptsLeft: OTP_MAX_WRONG_ATTEMPTS - attempt });
      record = check.record;
    }
    const fifth = checkOtp(record, false, T0);
    expect(fifth.outcome).toBe('LOCKED');
    expect(fifth.record.wrongAttempts).toBe(5);
    // Even the right code is refused once locked.
    expect(checkOtp(fifth.record, true, T0).outcome).toBe('LOCKED');
  });

  it('refuses a code after its 5 minutes without counting a try', () => {
    const record = issueOtp(T0);
    expect(checkOtp(record, true, at(299)).outcome).toBe('ACCEPTED');
    const expired = checkOtp(record, true, at(300));
    expect(expired).toEqual({ outcome: 'EXPIRED', record });
    expect(checkOtp(record, false, at(300)).record.wrongAttempts).toBe(0);
  });

  it('never allows more than 5 wrong tries however codes and resends interleave', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('guess' as const), isMatch: fc.boolean(), seconds: fc.nat(400) }),
      fc.record({ kind: fc.constant('resend' as const), seconds: fc.nat(400) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let record = issueOtp(T0);
        let clock = 0;
        let accepted = 0;
        for (const action of steps) {
          clock += action.seconds;
          if (action.kind === 'guess') {
            const check = checkOtp(record, action.isMatch, at(clock));
            if (check.outcome === 'ACCEPTED') accepted += 1;
            record = check.record;
          } else {
            const resend = resendOtp(record, at(clock));
            if (resend.outcome === 'RESENT') record = resend.record;
          }
        }
        return (
          record.wrongAttempts <= OTP_MAX_WRONG_ATTEMPTS && record.resends <= OTP_MAX_RESENDS && accepted <= 1
        );
      }),
    );
  });
});

describe('resendOtp', () => {
  it('waits 30 seconds between codes', () => {
    expect(resendOtp(issueOtp(T0), at(10))).toEqual({ outcome: 'TOO_SOON', retryAfterSeconds: 20 });
    const resent = resendOtp(issueOtp(T0), at(30));
    expect(resent).toEqual({
      outcome: 'RESENT',
      record: {
        sentAt: at(30).toISOString(),
        expiresAt: at(330).toISOString(),
        wrongAttempts: 0,
        resends: 1,
        usedAt: null,
      },
    });
  });

  it('allows 3 resends, keeps the wrong tries, and refuses used or locked records', () => {
    let record = wrong(issueOtp(T0), 2);
    for (let resend = 1; resend <= OTP_MAX_RESENDS; resend += 1) {
      const outcome = resendOtp(record, at(resend * 60));
      if (outcome.outcome !== 'RESENT') throw new Error(`resend ${String(resend)} was ${outcome.outcome}`);
      record = outcome.record;
      expect(record.wrongAttempts).toBe(2);
    }
    expect(resendOtp(record, at(600))).toEqual({ outcome: 'LIMIT_REACHED' });
    expect(resendOtp(wrong(issueOtp(T0), 5), at(60))).toEqual({ outcome: 'LOCKED' });
    expect(resendOtp(checkOtp(issueOtp(T0), true, T0).record, at(60))).toEqual({ outcome: 'USED' });
  });

  it('restarts the 5 minutes: an expired code can be replaced', () => {
    const record = issueOtp(T0);
    expect(checkOtp(record, true, at(400)).outcome).toBe('EXPIRED');
    const resent = resendOtp(record, at(400));
    if (resent.outcome !== 'RESENT') throw new Error(resent.outcome);
    expect(checkOtp(resent.record, true, at(401)).outcome).toBe('ACCEPTED');
  });
});

describe('otpStanding', () => {
  it('tells a page what the payer can still do', () => {
    expect(otpStanding(wrong(issueOtp(T0), 1), at(5))).toEqual({
      attemptsLeft: 4,
      resendsLeft: 3,
      isExpired: false,
      isLocked: false,
      isUsed: false,
      resendInSeconds: 25,
      isFinished: false,
    });
  });

  it('is finished once used, locked, or expired with no resend left', () => {
    expect(otpStanding(checkOtp(issueOtp(T0), true, T0).record, T0).isFinished).toBe(true);
    expect(otpStanding(wrong(issueOtp(T0), 5), T0).isFinished).toBe(true);
    expect(otpStanding(issueOtp(T0), at(301)).isFinished).toBe(false);
    const spent: OtpRecord = { ...issueOtp(T0), resends: OTP_MAX_RESENDS };
    expect(otpStanding(spent, at(299))).toMatchObject({ isFinished: false, resendInSeconds: undefined });
    expect(otpStanding(spent, at(300)).isFinished).toBe(true);
  });
});
