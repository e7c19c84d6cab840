import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { helmetHeaders, siteSecurityOptions } from './security';

function cspOf(origins: Parameters<typeof siteSecurityOptions>[0]): Map<string, string> {
  const csp = helmetHeaders(siteSecurityOptions(origins))['content-security-policy'] ?? '';
  return new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('the site content security policy', () => {
  it('lets in no third party when none is configured', () => {
    const csp = cspOf({});
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-src')).toBe("'none'");
    expect(csp.get('connect-src')).toBe("'self'");
  });

  it('lets in the configured chat widget and bank frames by origin, and nothing more', () => {
    const config = loadConfig({
      VITE_CHAT_WIDGET_URL: 'https://chat.example.com/widget/v2.js',
      VITE_BANK_IFRAME_ORIGIN: 'https://bank.example.vn/, https://pay.example.com',
    });
    expect(config.VITE_BANK_IFRAME_ORIGIN).toEqual(['https://bank.example.vn', 'https://pay.example.com']);
    const csp = cspOf({ chat: 'https://chat.example.com', bankFrames: config.VITE_BANK_IFRAME_ORIGIN });
    expect(csp.get('script-src')).toBe("'self' https://chat.example.com");
    expect(csp.get('connect-src')).toBe("'self' https://chat.example.com");
    expect(csp.get('frame-src')).toBe(
      'https://chat.example.com https://bank.example.vn https://pay.example.com',
    );
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('refuses a bank origin that is not an http(s) URL', () => {
    expect(() => loadConfig({ VITE_BANK_IFRAME_ORIGIN: 'javascript:alert(1)' })).toThrow(
      /VITE_BANK_IFRAME_ORIGIN/,
    );
  });
});
