import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on its embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('sqlite:./data/skybook.db');
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SEED_DAYS).toBe(365);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).PORT).toBe(8080);
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL: must start with sqlite: or postgres://');
    }
  });

  it('derives PUBLIC_URL from the port and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '9000' }).PUBLIC_URL).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://www.skybook.vn/' }).PUBLIC_URL).toBe('https://www.skybook.vn');
  });
});
