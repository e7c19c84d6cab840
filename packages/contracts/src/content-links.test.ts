import { describe, expect, it } from 'vitest';
import { classifyContentLink, isAllowedContentLink } from './content-links';

describe('classifyContentLink', () => {
  it('accepts site paths with queries and fragments', () => {
    expect(classifyContentLink('/')).toBe('path');
    expect(classifyContentLink('/pages/baggage/cabin-baggage')).toBe('path');
    expect(classifyContentLink('/select-flight-cheap?departAirport=SGN&arrivalAirport=HAN')).toBe('path');
    expect(classifyContentLink('/faq#top')).toBe('path');
  });

  it('tells own hosts from partners, https only', () => {
    expect(classifyContentLink('https://www.skybook.vn/faq')).toBe('own');
    expect(classifyContentLink('https://SKYBOOK.VN/')).toBe('own');
    expect(classifyContentLink('https://play.google.com/store/apps/details?id=vn.skybook.app')).toBe(
      'partner',
    );
    expect(classifyContentLink('https://www.skybook.co.th/')).toBe('partner');
    expect(classifyContentLink('tel:19006886')).toBe('tel');
    expect(classifyContentLink('tel:+842838886886')).toBe('tel');
    expect(classifyContentLink('mailto:hotro@skybook.vn')).toBe('mailto');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.skybook.vn/',
    'https://evil.example.com/',
    'https://www.skybook.vn.evil.example.com/',
    'https://user:pass@www.skybook.vn/',
    'https://www.skybook.vn:8443/',
    '//evil.example.com/',
    '/\\evil.example.com',
    'mailto:someone@example.com',
    'tel:call-me',
    'pages/no-leading-slash',
    '',
  ])('refuses %s', (link) => {
    expect(isAllowedContentLink(link)).toBe(false);
  });
});
