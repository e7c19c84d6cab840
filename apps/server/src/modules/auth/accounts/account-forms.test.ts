import { describe, expect, it } from 'vitest';
import { readChangeSecretForm, readSignInName, readSignUpForm } from './account-forms';

describe('readSignUpForm', () => {
  const skyclub = {
    familyName: ' Nguyễn ',
    givenNames: 'Văn  Đức',
    email: ' An.Nguyen@Example.COM ',
    phone: '090 123-4567',
    secret: 'hoa sen 2026',
    secretConfirm: 'hoa sen 2026',
  };

  it('keeps names in Latin capitals, the e-mail in lower case and the phone’s digits', () => {
    expect(readSignUpForm('skyclub', skyclub)).toEqual({
      input: {
        scheme: 'skyclub',
        familyName: 'NGUYEN',
        middleGivenName: 'VAN DUC',
        email: 'an.nguyen@example.com',
        phone: '0901234567',
        secret: 'hoa sen 2026',
      },
    });
  });

  it('takes no e-mail for SkyJoy and a 6-digit PIN', () => {
    const read = readSignUpForm('skyjoy', { ...skyclub, secret: '246810', secretConfirm: '246810' });
    expect(read).toMatchObject({ input: { scheme: 'skyjoy', email: null, secret: '246810' } });
  });

  it('reports every field’s problem and echoes what was typed, never the secret', () => {
    const read = readSignUpForm('skyclub', {
      familyName: '123',
      givenNames: '',
      email: 'not-an-address',
      phone: '12',
      secret: '12345678',
      secretConfirm: '1234',
    });
    expect(read).toEqual({
      state: {
        values: { familyName: '', givenNames: '', email: 'not-an-address', phone: '12' },
        problems: {
          familyName: 'required',
          givenNames: 'required',
          email: 'invalidEmail',
          phone: 'invalidPhone',
          secret: 'passwordAllDigits',
          secretConfirm: 'confirmMismatch',
        },
      },
    });
  });

  it('wants the PIN twice the same, and six digits', () => {
    expect(readSignUpForm('skyjoy', { ...skyclub, secret: '12345', secretConfirm: '' })).toMatchObject({
      state: { problems: { secret: 'pinFormat', secretConfirm: 'required' } },
    });
  });
});

describe('readSignInName', () => {
  it('reads a Skyclub e-mail or phone, a SkyJoy phone', () => {
    expect(readSignInName('skyclub', ' An@Example.com ')).toEqual({ email: 'an@example.com' });
    expect(readSignInName('skyclub', '0901 234 567')).toEqual({ phone: '0901234567' });
    expect(readSignInName('skyjoy', '0901234567')).toEqual({ phone: '0901234567' });
  });

  it('answers null for what can name no account', () => {
    expect(readSignInName('skyclub', 'an@')).toBeNull();
    expect(readSignInName('skyclub', 'nobody')).toBeNull();
    expect(readSignInName('skyjoy', 'an@example.com')).toBeNull();
  });
});

describe('readChangeSecretForm', () => {
  it('wants a new secret by the scheme’s rules, other than the current one, twice', () => {
    expect(
      readChangeSecretForm('skyclub', {
        current: 'old pass 1',
        next: 'new pass 2',
        nextConfirm: 'new pass 2',
      }),
    ).toEqual({ current: 'old pass 1', next: 'new pass 2' });
    expect(
      readChangeSecretForm('skyclub', { current: 'same pass', next: 'same pass', nextConfirm: 'same pass' }),
    ).toEqual({
      state: { values: {}, problems: { next: 'sameAsCurrent' } },
    });
    expect(readChangeSecretForm('skyjoy', { current: '', next: '12a456', nextConfirm: '123456' })).toEqual({
      state: {
        values: {},
        problems: { current: 'required', next: 'pinFormat', nextConfirm: 'confirmMismatch' },
      },
    });
  });
});
