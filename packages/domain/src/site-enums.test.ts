import { describe, expect, it } from 'vitest';
import {
  ALERT_TYPES,
  COUNTRY_CODES,
  FETCH_STATES,
  LOYALTY_SCHEMES,
  MENU_TYPES,
  POPUP_POSITIONS,
  TRANSACTION_TYPES,
} from './site-enums';

describe('site vocabularies', () => {
  it('give every fetch the four states of requirements §4', () => {
    expect(FETCH_STATES).toEqual(['NotFetch', 'IsFetching', 'IsSuccess', 'IsError']);
  });

  it('name the popup positions, menu types and alert types', () => {
    expect(POPUP_POSITIONS).toEqual(['Middle', 'Bottom_Left', 'Bottom_Right']);
    expect(MENU_TYPES).toEqual(['Page', 'List', 'MenuList']);
    expect(ALERT_TYPES).toEqual(['error', 'info', 'other']);
  });

  it('list the countries and loyalty schemes of requirements §3', () => {
    expect(COUNTRY_CODES).toEqual(['VN', 'TH', 'SG', 'CN', 'TW', 'JP', 'KR', 'HK', 'AU']);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(LOYALTY_SCHEMES).toEqual(['Skyclub', 'SkyJoy']);
    expect(TRANSACTION_TYPES).toEqual(['payment', 'topUp', 'promotion']);
  });
});
