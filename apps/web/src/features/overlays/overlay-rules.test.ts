import { matchSitePath } from '@skybook/contracts/site-routes';
import { describe, expect, it } from 'vitest';
import { parseChatWidgetUrl, parseOrigins } from './overlay-config';
import { isChatAllowedOn, isCookieConsentHiddenOn, pagePathOf, popupSeenKey } from './overlay-rules';

describe('overlay rules', () => {
  it('names a page by its path without the language prefix, in lower case', () => {
    expect(pagePathOf('/vi')).toBe('/');
    expect(pagePathOf('/en/')).toBe('/');
    expect(pagePathOf('/en/FAQ')).toBe('/faq');
    expect(pagePathOf('/zh-TW/news/promotions/')).toBe('/news/promotions');
    expect(popupSeenKey('Bottom_Left', '/checkin')).toBe('skybook.popup.Bottom_Left:/checkin');
  });

  it('loads the chat widget only outside the booking flow, manage booking and check-in, in vi and en', () => {
    const allowed = (path: string) => isChatAllowedOn(matchSitePath(path));
    expect(allowed('/vi')).toBe(true);
    expect(allowed('/en/faq')).toBe(true);
    expect(allowed('/en/news/promotions/tet-sale')).toBe(true);
    for (const path of [
      '/vi/select-flight',
      '/vi/select-flight-cheap',
      '/vi/passengers',
      '/vi/select-service',
      '/vi/payment-methods',
      '/vi/payment-confirmation',
      '/en/my/search-booking',
      '/en/my/booking-detail/ABC123',
      '/en/checkin',
      '/en/checkin/select-seats',
      '/en/hdss-direct',
    ])
      expect({ path, allowed: allowed(path) }).toEqual({ path, allowed: false });
    for (const language of ['th', 'ko', 'zh-CN', 'zh-TW', 'ja', 'ru'])
      expect(allowed(`/${language}/faq`)).toBe(false);
    expect(isChatAllowedOn(undefined)).toBe(false);
  });

  it('keeps the cookie consent off the pages routes only', () => {
    expect(isCookieConsentHiddenOn(matchSitePath('/en/pages/cookie-policy'))).toBe(true);
    expect(isCookieConsentHiddenOn(matchSitePath('/vi/pages/ve-skybook/chinh-sach-cookie'))).toBe(true);
    expect(isCookieConsentHiddenOn(matchSitePath('/vi'))).toBe(false);
    expect(isCookieConsentHiddenOn(matchSitePath('/vi/information/check-in'))).toBe(false);
  });

  it('accepts only secure URLs for the chat script and the bank origins', () => {
    expect(parseChatWidgetUrl(undefined)).toBeUndefined();
    expect(parseChatWidgetUrl('')).toBeUndefined();
    expect(parseChatWidgetUrl('http://chat.example/widget.js')).toBeUndefined();
    expect(parseChatWidgetUrl('javascript:alert(1)')).toBeUndefined();
    expect(parseChatWidgetUrl('https://chat.example/widget.js')).toBe('https://chat.example/widget.js');
    expect(
      parseOrigins('https://bank.example/fx, http://evil.example https://pay.bank.example:8443/x,nonsense'),
    ).toEqual(['https://bank.example', 'https://pay.bank.example:8443']);
    expect(parseOrigins('http://localhost:9000')).toEqual(['http://localhost:9000']);
    expect(parseOrigins(undefined)).toEqual([]);
  });
});
