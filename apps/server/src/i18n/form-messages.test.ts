import { ADDRESS_MAX_LENGTH, PHONE_DIGITS } from '@skybook/domain/booking-constants';
import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { NAME_MAX_LENGTH, PASSENGER_FORM_ERRORS } from '@skybook/domain/passenger-rules';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, formMessage } from './form-messages';

describe('formMessage', () => {
  it('has a message for every form error in every language', () => {
    for (const key of PASSENGER_FORM_ERRORS) {
      for (const language of SUPPORTED_LANGUAGES) {
        expect(formMessage(key, language).trim(), `${key} ${language}`).not.toBe('');
      }
    }
    expect(Object.keys(FORM_MESSAGES).sort()).toEqual([...PASSENGER_FORM_ERRORS].sort());
  });

  it('uses requirements §5’s Vietnamese texts for a missing field and a missing passport number', () => {
    expect(formMessage('required', 'vi')).toBe('Trường này bắt buộc nhập');
    expect(formMessage('documentRequired', 'vi')).toBe('*Vui lòng nhập số hộ chiếu/CMND');
  });

  it('answers in the language asked for', () => {
    expect(formMessage('required', 'en')).toBe('This field is required');
    expect(formMessage('invalidEmail', 'ja')).toBe('メールアドレスの形式が正しくありません');
    expect(formMessage('flyWithTaken', 'ru')).toBe('Каждый взрослый может лететь только с одним младенцем');
  });

  it('tells each problem apart within a language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const messages = PASSENGER_FORM_ERRORS.map((key) => formMessage(key, language));
      expect(new Set(messages).size, language).toBe(messages.length);
    }
  });

  it('writes every language in its own words, not a copy of the English', () => {
    for (const key of PASSENGER_FORM_ERRORS) {
      for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
        expect(formMessage(key, language), `${key} ${language}`).not.toBe(formMessage(key, 'en'));
      }
    }
  });

  it('states the limits the rules apply, in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(formMessage('addressTooLong', language)).toContain(String(ADDRESS_MAX_LENGTH));
      expect(formMessage('invalidPhone', language)).toContain(String(PHONE_DIGITS.min));
      expect(formMessage('invalidPhone', language)).toContain(String(PHONE_DIGITS.max));
      expect(formMessage('invalidName', language)).toContain(String(NAME_MAX_LENGTH));
    }
  });
});
