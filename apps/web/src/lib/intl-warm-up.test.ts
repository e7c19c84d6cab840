import { afterEach, describe, expect, it, vi } from 'vitest';
import { AIRLINE_TIME_ZONE } from '@skybook/domain/clock';
import { startIntlWarmUp } from './intl-warm-up';
import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  it("uses each Intl kind in the page's language and the airline's zone", () => {
    const [price, number, date, usDate] = warmIntl({ language: 'vi', timeZone: AIRLINE_TIME_ZONE });
    expect(price).toContain('₫');
    expect(number).toBe('1.234,5');
    expect(date).toContain('tháng 1, 1970');
    expect(usDate).toContain('1970');
  });

  it('refuses a language tag ICU cannot read (the worker then just ends)', () => {
    expect(() => warmIntl({ language: 'not a tag', timeZone: AIRLINE_TIME_ZONE })).toThrow(RangeError);
  });
});

describe('startIntlWarmUp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts the worker and posts it the page's language", () => {
    const started: { url: string; options?: WorkerOptions; posted: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        private readonly record: (typeof started)[number];
        constructor(url: URL | string, options?: WorkerOptions) {
          this.record = { url: String(url), options, posted: [] };
          started.push(this.record);
        }
        postMessage(message: unknown) {
          this.record.posted.push(message);
        }
      },
    );
    startIntlWarmUp('en');
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/intl-warm-up\.worker\.ts/);
    expect(started[0]?.options?.type).toBe('module');
    expect(started[0]?.posted).toEqual(['en']);
  });

  it('leaves the page alone where workers are refused', () => {
    const refused = vi.fn(() => {
      throw new DOMException('refused by the content security policy', 'SecurityError');
    });
    vi.stubGlobal('Worker', refused);
    expect(() => {
      startIntlWarmUp('vi');
    }).not.toThrow();
    expect(refused).toHaveBeenCalledOnce();
  });
});
