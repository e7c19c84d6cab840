import { describe, expect, it } from 'vitest';
import {
  HDBANK_ERROR_KEYS,
  PAY_LATER_HOTLINE,
  checkInResultKey,
  hdbankErrorKey,
  payLaterResultKey,
  payLaterStatusKey,
  sessionErrorForCode,
} from './error-codes';

describe('sessionErrorForCode', () => {
  it('sends the user home on 20001 and 20004', () => {
    expect(sessionErrorForCode(20001)).toEqual({ key: 'errors.session.invalid', goHome: true });
    expect(sessionErrorForCode(20004)).toEqual({ key: 'errors.session.getDataFailed', goHome: true });
  });

  it('keeps the user on the page on 20015, the amount over the payment limit', () => {
    expect(sessionErrorForCode(20015)).toEqual({ key: 'errors.payment.amountOverLimit', goHome: false });
  });

  it('reads codes given as digit strings', () => {
    expect(sessionErrorForCode('20001')?.goHome).toBe(true);
  });

  it('returns undefined for other codes', () => {
    for (const code of [20000, 20002, 20016, 0, '', 'abc', 20001.5])
      expect(sessionErrorForCode(code)).toBeUndefined();
  });
});

describe('checkInResultKey', () => {
  it.each([98, 99, 90, 92, 95])(
    'sends %i to the counter: the flight does not support online check-in',
    (code) => {
      expect(checkInResultKey(code)).toBe('errors.checkIn.checkInAtCounter');
    },
  );

  it('names the timing refusals', () => {
    expect(checkInResultKey(91)).toBe('errors.checkIn.outsideCheckInTime');
    expect(checkInResultKey(93)).toBe('errors.checkIn.closed');
    expect(checkInResultKey(94)).toBe('errors.checkIn.departed');
  });

  it('sends a passenger with an infant to the counter on 96', () => {
    expect(checkInResultKey('96')).toBe('errors.checkIn.infantCheckInAtCounter');
  });

  it('falls back to the generic failure for codes the requirements do not list', () => {
    for (const code of [97, 89, 100, 0, 'x']) expect(checkInResultKey(code)).toBe('errors.checkIn.failed');
  });
});

describe('hdbankErrorKey', () => {
  it('maps the 22 meanings of requirements §8 to codes 01 to 22 in order', () => {
    expect(HDBANK_ERROR_KEYS).toHaveLength(22);
    expect(hdbankErrorKey('HDBANK_ERROR_01')).toBe('errors.hdbank.invalidTransaction');
    expect(hdbankErrorKey('HDBANK_ERROR_07')).toBe('errors.hdbank.wrongOtp');
    expect(hdbankErrorKey('HDBANK_ERROR_18')).toBe('errors.hdbank.insufficientBalance');
    expect(hdbankErrorKey('HDBANK_ERROR_22')).toBe('errors.hdbank.systemError');
  });

  it('shows the generic system error for 23 to 99', () => {
    expect(hdbankErrorKey('HDBANK_ERROR_23')).toBe('errors.hdbank.systemError');
    expect(hdbankErrorKey('HDBANK_ERROR_99')).toBe('errors.hdbank.systemError');
  });

  it('does not treat other codes as bank errors', () => {
    for (const code of [
      'HDBANK_ERROR_00',
      'HDBANK_ERROR_7',
      'HDBANK_ERROR_100',
      'hdbank_error_01',
      '01',
      '',
    ]) {
      expect(hdbankErrorKey(code)).toBeUndefined();
    }
  });
});

describe('payLaterResultKey', () => {
  it('reads the partner codes with the meanings of requirements §8', () => {
    expect(payLaterResultKey('04')).toBe('payLater.result.accountNotFound');
    expect(payLaterResultKey('02')).toBe('payLater.result.insufficientLimit');
    expect(payLaterResultKey('99')).toBe('payLater.result.unknownError');
    expect(payLaterResultKey('03')).toBe('payLater.result.nameMismatch');
    expect(payLaterResultKey('01')).toBe('payLater.result.eligibleToRegister');
    expect(payLaterResultKey('96')).toBe('payLater.result.invalidPhoneFormat');
    expect(payLaterResultKey('05')).toBe('payLater.result.invalidOrder');
  });

  it('reads 06, which the requirements give no meaning, and unlisted codes as unknown errors', () => {
    for (const code of ['06', '07', '00', 'x', ''])
      expect(payLaterResultKey(code)).toBe('payLater.result.unknownError');
  });

  it('accepts codes given as numbers', () => {
    expect(payLaterResultKey(4)).toBe('payLater.result.accountNotFound');
    expect(payLaterResultKey(96)).toBe('payLater.result.invalidPhoneFormat');
  });

  it('keeps the hotline for the account-not-found message', () => {
    expect(PAY_LATER_HOTLINE).toBe('18006669');
  });
});

describe('payLaterStatusKey', () => {
  it('reads 00 as success and 01 as eligible', () => {
    expect(payLaterStatusKey('00')).toBe('payLater.status.success');
    expect(payLaterStatusKey('01')).toBe('payLater.status.eligible');
  });

  it('returns undefined for any other status', () => {
    for (const status of ['0', '1', '02', '99', '']) expect(payLaterStatusKey(status)).toBeUndefined();
  });
});
